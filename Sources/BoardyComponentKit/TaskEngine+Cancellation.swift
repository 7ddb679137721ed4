extension TaskEngine {
    /// Cancels every accepted activation, running or waiting, in activation order; resident runs end at once (their
    /// results will be discarded, see ``runResident(_:)``).
    func cancelAll() {
        endResidentRuns()
        batch { cancel(jobs: jobs) }
    }

    /// Cancels one member; its job's executor is cancelled once no member is left waiting for it.
    @inlinable
    func cancel(_ member: Member) {
        guard !member.isTerminated,
            let index = jobs.firstIndex(where: { job in job.members.contains { $0 === member } })
        else { return }
        batch {
            let job = jobs[index]
            job.members.removeAll { $0 === member }
            if job.members.isEmpty {
                jobs.remove(at: index)
                job.task?.cancel()
                job.task = nil
            }
            terminate(member, .cancelled)
        }
    }

    /// Cancels the member whose `ObjectIdentifier` is `key`, if it is still accepted.
    @inlinable
    func cancel(memberWithKey key: ObjectIdentifier) {
        for job in jobs {
            for member in job.members where ObjectIdentifier(member) == key {
                cancel(member)
                return
            }
        }
    }

    /// Cancels whole jobs: their executors, then every member's cancel sequence.
    @inlinable
    func cancel(jobs victims: [Job]) {
        jobs.removeAll { job in victims.contains { $0 === job } }
        for job in victims {
            job.task?.cancel()
            job.task = nil
        }
        for job in victims {
            for member in job.members {
                terminate(member, .cancelled)
            }
        }
    }
}

extension TaskEngine: InlineRunCanceller {
    @usableFromInline
    func cancelActivation(awaitedBy run: AnyObject) {
        for job in jobs {
            for member in job.members where member.inlineRun === run {
                cancel(member)
                return
            }
        }
    }
}

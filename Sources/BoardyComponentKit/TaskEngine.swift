import Boardy

/// The scheduler behind ``TaskBoard`` and ``BlockTaskBoard``: it queues activations, runs executors in the board
/// graph's isolation and delivers every activation's terminal sequence exactly once, there too.
///
/// Activations ("members") belong to jobs; a job is one executor run. Usually a job has one member; with
/// ``BlockTaskExecutingType/onlyResult`` later members join the running job and share its result. Jobs wait in FIFO
/// order and start while fewer than the policy's limit are running.
///
/// Every entry point runs inside ``batch(_:)``: nested entry points (a callback that activates or cancels) only
/// change state, and the outermost one starts the pending jobs and, once nothing is left, tells the host that the
/// board is idle. No lock is involved: everything here belongs to the graph's isolation domain.
///
/// **Where a job runs.** A job whose only activation is awaited (``BlockTaskActivation/run(with:)``) is handed to the
/// awaiting task (``InlineRun``), which runs the executor itself: no task, no hop. Any other job runs in a task
/// started on the graph's actor (``TaskEngineHost/taskEngineIsolation``).
@usableFromInline
final class TaskEngine<Input: Sendable, Output: Sendable> {
    /// Runs one activation's work, in the isolation of the task that runs the job.
    @usableFromInline
    typealias Executor = nonisolated(nonsending) (Input) async throws -> Output

    /// When an activation receives `processing(true)`.
    @usableFromInline
    enum ProgressReporting {
        /// As soon as it is accepted (per-activation view: "my request is in flight").
        case onAcceptance
        /// When its executor starts (board view: "the slot is busy").
        case onStart
    }

    @usableFromInline let executor: Executor
    @usableFromInline let policy: BlockTaskExecutingType
    @usableFromInline let progressReporting: ProgressReporting
    /// The owning board; running executors keep it alive so their results are always delivered.
    // Unowned (a weak reference would cost every board a side table): the board owns the engine and sets itself as
    // host once, and every other holder of the engine (a job's work or task, see `start`) also holds the board, so
    // the engine never runs without it. Exclusivity unchecked: set once by the board's initialiser, then only read,
    // each read instantaneous.
    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var host: (any TaskEngineHost<Output>)?

    /// Jobs not yet finished, in activation order (started ones and waiting ones).
    // Exclusivity unchecked (these five): graph-isolated, and no closure or callback runs during a mutation of them
    // (`removeAll`'s predicates only compare jobs), so no access overlaps another; the checks cost ~10% of a run.
    @usableFromInline @exclusivity(unchecked) var jobs: [Job] = []
    /// Members between their `processing(true)` and `processing(false)`.
    @usableFromInline @exclusivity(unchecked) var processingCount = 0
    @usableFromInline @exclusivity(unchecked) var depth = 0
    /// How many accepted activations have an awaited run that names this engine as its canceller.
    @usableFromInline @exclusivity(unchecked) var cancellableRunCount = 0
    /// The `isDone` of the last terminal delivery, consumed when the engine becomes idle.
    @usableFromInline @exclusivity(unchecked) var completionOutcome: Bool?
    /// Resident runs (``runResident(_:)``) still processing: counted in ``processingCount`` until they end.
    @usableFromInline @exclusivity(unchecked) var residentRunCount = 0
    /// Bumped by ``cancelAll()`` when it ends resident runs, whose results are then discarded.
    @usableFromInline @exclusivity(unchecked) var residentGeneration = 0

    @usableFromInline
    init(
        executor: @escaping Executor,
        policy: BlockTaskExecutingType,
        progressReporting: ProgressReporting
    ) {
        self.executor = executor
        self.policy = policy
        self.progressReporting = progressReporting
    }

    deinit {
        // The awaited runs of activations still here name this engine unowned (``InlineRun/canceller``). Usually
        // there is none: testing a plain count keeps this unspecialised deinit from touching `jobs` (whose metadata
        // look-ups cost more than the rest of the deinit).
        guard cancellableRunCount > 0 else { return }
        for job in jobs {
            for member in job.members {
                member.inlineRun?.canceller = nil
            }
        }
    }

    /// The number of executors allowed to run at once.
    @inlinable
    var concurrencyLimit: Int {
        switch policy {
        case .queue: 1
        case let .concurrent(max): Swift.max(1, max)
        case .default, .latest, .only, .onlyResult: Int.max
        }
    }

    /// Whether any activation is accepted and not yet terminated (resident runs included).
    var hasActivations: Bool { !jobs.isEmpty || residentRunCount > 0 }

    // MARK: Entry points

    /// Accepts (or rejects) one activation according to the policy.
    @inlinable
    func submit(
        _ input: Input,
        callbacks: TaskCallbacks<Output>,
        tokens: [BlockTaskCancellationToken],
        awaitedRun: BlockTaskRunState<Output>? = nil
    ) {
        let member = Member(callbacks: callbacks, tokens: tokens, awaitedRun: awaitedRun)
        batch {
            // Closures, not key paths: in this generic class a key path literal is instantiated at run time
            // (demangling its types) on every call, which cost microseconds per activation.
            if awaitedRun?.inlineRun.isCancelled == true || tokens.contains(where: { $0.isCancelled }) {
                terminate(member, .cancelled)
                return
            }
            switch policy {
            case .only where !jobs.isEmpty:
                host?.taskEngineReport(
                    "busy with another activation (executing type .only); the new activation was cancelled"
                )
                terminate(member, .cancelled)
                return
            case .latest:
                cancel(jobs: jobs)
            case .onlyResult:
                if let running = jobs.first {
                    accept(member, into: running)
                    return
                }
            default:
                break
            }
            let job = Job(input: input)
            jobs.appendAllocatingExactly(job)
            accept(member, into: job)
        }
    }

    // MARK: Scheduling

    /// Runs `body`; the outermost call then starts waiting jobs and reports idleness.
    @inlinable
    func batch(_ body: () -> Void) {
        depth += 1
        body()
        if depth == 1 {
            startWaitingJobs()
        }
        depth -= 1
        guard depth == 0, jobs.isEmpty, let outcome = completionOutcome else { return }
        completionOutcome = nil
        host?.taskEngineDidBecomeIdle(isDone: outcome)
    }

    @inlinable
    func accept(_ member: Member, into job: Job) {
        job.members.appendAllocatingExactly(member)
        if let inlineRun = member.inlineRun {
            inlineRun.canceller = self
            cancellableRunCount += 1
        }
        let key = ObjectIdentifier(member)
        for token in member.tokens {
            // By key, not through a weak reference to the member (a side table per activation): a member stays in
            // `jobs` until `terminate` unbinds it, so while the binding exists the key finds it.
            token.bind(key) { [weak self] in
                self?.cancel(memberWithKey: key)
            }
        }
        if progressReporting == .onAcceptance || job.isStarted {
            beginProcessing(member)
        }
    }

    @inlinable
    func startWaitingJobs() {
        // One plain pass per start: generic lazy-collection adapters are not specialised in this generic class and
        // cost metadata look-ups on every activation.
        while true {
            var running = 0
            var next: Job?
            for job in jobs {
                if job.isStarted {
                    running += 1
                } else if next == nil {
                    next = job
                }
            }
            guard running < concurrencyLimit, let job = next else { return }
            start(job)
        }
    }

    @inlinable
    func start(_ job: Job) {
        job.isStarted = true
        if progressReporting == .onStart {
            for member in job.members {
                beginProcessing(member)
            }
        }
        // A processing callback may have cancelled the job.
        guard jobs.contains(where: { $0 === job }) else { return }
        let keepAlive = host
        if job.members.count == 1, let inlineRun = job.members[0].inlineRun, inlineRun.isAwaiting {
            // No capture list in these closures: with one, Swift 6.3 compiles the literal as a plain async closure
            // (it runs on the global executor) instead of a `nonisolated(nonsending)` one.
            inlineRun.begin {
                // The awaiting task may pick the work up after the job was cancelled: then it never runs.
                guard self.jobs.contains(where: { $0 === job }) else { return }
                let result = await self.execute(job.input)
                withExtendedLifetime(keepAlive) {
                    self.finish(job, with: result)
                }
            }
            return
        }
        guard let isolation = host?.taskEngineIsolation else {
            host?.taskEngineReport(
                "the board graph belongs to no actor, so this activation cannot run in a task of its own; it was "
                    + "cancelled (await it with run(_:), or create the motherboard on an actor)"
            )
            cancel(jobs: [job])
            return
        }
        // A task on the graph's actor: it starts in activation order (a job cancelled before then never runs its
        // executor), runs the executor there and delivers back here.
        job.task = TaskStarter.startTask(on: isolation) {
            let result: Result<Output, any Error> =
                Task.isCancelled ? .failure(CancellationError()) : await self.execute(job.input)
            withExtendedLifetime(keepAlive) {
                self.finish(job, with: result)
            }
        }
    }

    /// Runs the executor for `input` in the caller's isolation, inside the graph's span hook when one is set.
    @inlinable @inline(__always)
    nonisolated(nonsending) func execute(_ input: Input) async -> Result<Output, any Error> {
        if let host, let spanHook = host.taskEngineSpanHook {
            return await execute(input, around: spanHook, board: host.identifier)
        }
        do {
            return .success(try await executor(input))
        } catch {
            return .failure(error)
        }
    }

    /// Runs the executor for `input` inside `hook` (see `BoardSpanHook`), in the caller's isolation.
    @inlinable @inline(never)
    nonisolated(nonsending) func execute(
        _ input: Input, around hook: any BoardSpanHook, board: BoardID
    ) async -> Result<Output, any Error> {
        do {
            return .success(try await hook.aroundRun(of: board) { try await self.executor(input) })
        } catch {
            return .failure(error)
        }
    }

    /// Delivers a job's result to its members in activation order; a job already cancelled is ignored.
    @inlinable
    func finish(_ job: Job, with result: consuming Result<Output, any Error>) {
        job.task = nil
        guard let index = jobs.firstIndex(where: { $0 === job }) else { return }
        jobs.remove(at: index)
        // The result is consumed, so its value moves into the ending instead of being copied.
        let ending: Ending =
            switch consume result {
            case let .success(output): .done(output)
            case let .failure(error) where error is CancellationError: .cancelled
            case let .failure(error): .failed(error)
            }
        // Held in an optional so that the closure below can take it: a job of one member (the usual case) is handed
        // the ending itself, moved rather than copied.
        var pending: Ending? = consume ending
        batch {
            if job.members.count == 1 {
                terminate(job.members[0], pending.take()!)
                return
            }
            for member in job.members {
                terminate(member, pending!)
            }
        }
    }
}

import HTTPTypes
import HummingbirdCore
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// The part of each connection's pipeline that HummingbirdCore's HTTP/1 channel leaves to the application: the
/// connection cap, the request head and body deadlines, the shutdown deadline, and JSON answers to what the HTTP/1.1
/// parser refuses. It sits after the HTTP codec (Hummingbird's `additionalChannelHandlers`), so it sees request and
/// response parts, and writes its own answers as bytes below NIO's response encoder (which would strip the body and
/// length of any answer to a `CONNECT`).
///
/// - **Cap**: a connection takes a slot of the shared ``ConnectionCounter`` when it opens and gives it back when it
///   closes; past ``ConnectionLimits/maximumConnections`` it is answered 503 `too-many-connections` and closed.
/// - **Head deadline**: a request head must be complete ``ConnectionLimits/headerTimeout`` after the connection
///   opened or the previous answer ended, once any byte of it has arrived (a connection silent that long is idle, and
///   Hummingbird's idle timeout closes it; its next head has the head deadline from its first byte); else 408
///   `timeout`.
/// - **Body deadline**: a body must be complete ``ConnectionLimits/bodyTimeout`` after its head; else 408 `timeout`
///   if no answer has begun, and the connection closes either way.
/// - **Parser errors**: a request the parser refuses is answered 400 `bad-request` (instead of Hummingbird's empty
///   400), a `CONNECT` 405 `method-not-allowed`, both with a length.
/// - **Shutdown**: ``ConnectionLimits/shutdownTimeout`` after the server began to drain, the connection is closed.
///
/// After an answer of its own the guard drops every later part both ways (a response the route still writes is
/// discarded), half-closes the connection (`FIN` after the answer) and keeps reading and discarding until the client
/// closes or a short linger ends, so that unread input never turns the close into a reset that destroys the answer
/// before the client reads it. A timeout or a refusal is reported to `onRejection`, and so is Hummingbird's idle
/// timeout (a close the guard sees pass while no request is being answered and the server is not draining).
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Why the guard refused or closed a connection, as the rejection metric names it.
    enum Rejection: String, Sendable {
        /// A head, body or idle deadline passed.
        case timeout
        /// The connection cap was reached.
        case tooManyConnections = "too-many-connections"
    }

    /// The deadlines and the cap.
    let limits: ConnectionLimits
    /// The open connections of the whole server.
    let counter: ConnectionCounter
    /// Told of each connection closed by a deadline or refused by the cap.
    let onRejection: @Sendable (Rejection) -> Void
    /// How long a connection that got the guard's own answer may stay half-closed for the client to read it.
    let lingerTimeout: TimeAmount

    /// Whether the connection took its slot or was refused (once), or closed before either.
    private var activated = false
    private var holdsSlot = false
    private var headsRead = 0
    private var endsRead = 0
    private var headsWritten = 0
    private var endsWritten = 0
    /// When the current wait for a head began (the connection opened or an answer ended).
    private var waitingSince = NIODeadline.now()
    /// When the head of the request being read arrived.
    private var headArrived = NIODeadline.now()
    /// Whether bytes of a head have arrived since the wait began.
    private var headBytesSeen = false
    /// The pending deadline check and when it runs.
    private var timer: (task: Scheduled<Void>, at: NIODeadline)?
    private var shutdownTimer: Scheduled<Void>?
    private var lingerTimer: Scheduled<Void>?
    private var quiescing = false
    /// The connection closes once the answer in progress ends (a parser error after an answer began, an upgrade).
    private var closeAfterAnswer = false
    /// The guard answered or is closing: later parts are dropped both ways.
    private var finishing = false
    /// The context of NIO's response encoder, below which the guard writes its answers.
    private var encoder: ChannelHandlerContext?

    /// Creates the guard of one connection.
    init(
        limits: ConnectionLimits, counter: ConnectionCounter,
        onRejection: @escaping @Sendable (Rejection) -> Void = { _ in }
    ) {
        self.limits = limits
        self.counter = counter
        self.onRejection = onRejection
        lingerTimeout = .init(min(limits.headerTimeout, .seconds(2)))
    }

    private var readingBody: Bool { headsRead > endsRead }
    private var waitingForHead: Bool { headsRead == endsRead && endsWritten >= headsRead }
    /// An answer is being written (its head went out, its end not yet).
    private var answerInProgress: Bool { headsWritten > endsWritten }

    func handlerAdded(context: ChannelHandlerContext) {
        encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self)
        // Never close during the pipeline's setup: Hummingbird adds its async channel's handler after this one, and
        // a channel closed before that leaves NIOAsyncChannel's writer unfinished, which traps ("Deinited
        // NIOAsyncWriter without calling finish()"). A channel already active is taken up on the next tick.
        if context.channel.isActive {
            context.eventLoop.assumeIsolatedUnsafeUnchecked().execute { self.activate(context) }
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release()
        encoder = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        activate(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !finishing else { return }
        switch unwrapInboundIn(data) {
        case let .head(head):
            headsRead += 1
            headArrived = .now()
            if head.method == .connect {
                return answer(.methodNotAllowed(head.method.rawValue, path: head.path), context: context)
            }
            if head.headerFields[.upgrade] != nil { closeAfterAnswer = true }
            expect(headArrived + .init(limits.bodyTimeout), context: context)
        case .body:
            break
        case .end:
            endsRead += 1
            if waitingForHead { startWaiting(context) }
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if finishing {
            context.read()
        } else if waitingForHead, !headBytesSeen {
            // The first bytes of a head: a connection that was silent past the head deadline was idle, and this
            // head's time starts now.
            headBytesSeen = true
            let now = NIODeadline.now()
            if now >= waitingSince + .init(limits.headerTimeout) { waitingSince = now }
            expect(waitingSince + .init(limits.headerTimeout), context: context)
        }
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !finishing else { return }
        if let error = error as? HTTPParserError {
            // Every request before the refused one has been answered (the refused one may have a head already).
            if !answerInProgress, endsWritten >= headsRead - 1 {
                answer(.badRequest(error), context: context)
            } else {
                closeAfterAnswer = true
            }
        }
        context.fireErrorCaught(error)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, !quiescing {
            quiescing = true
            shutdownTimer = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(
                in: .init(limits.shutdownTimeout)
            ) {
                self.finishing = true
                context.close(promise: nil)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !finishing else {
            promise?.succeed(())
            return
        }
        switch unwrapOutboundIn(data) {
        case var .head(response):
            headsWritten += 1
            guard closeAfterAnswer else { break }
            response.headerFields[.connection] = "close"
            return context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .body:
            break
        case .end:
            endsWritten += 1
            context.write(data, promise: promise)
            if closeAfterAnswer, endsWritten >= headsRead {
                context.flush()
                linger(context)
            } else if waitingForHead {
                startWaiting(context)
            }
            return
        }
        context.write(data, promise: promise)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        if finishing, mode == .output {
            // The guard half-closed already and lingers; Hummingbird's own half-close changes nothing.
            promise?.succeed(())
            return
        }
        if mode == .all, !finishing, !quiescing, context.channel.isActive, waitingForHead || readingBody {
            // Nobody but Hummingbird's idle timeout closes a connection that is between requests or reading one.
            onRejection(.timeout)
        }
        context.close(mode: mode, promise: promise)
    }
}

extension ConnectionGuard {
    /// Takes a slot, or refuses the connection.
    private func activate(_ context: ChannelHandlerContext) {
        guard !activated else { return }
        activated = true
        if counter.open(limit: limits.maximumConnections) {
            holdsSlot = true
            startWaiting(context)
        } else {
            onRejection(.tooManyConnections)
            answer(.tooManyConnections(limits.maximumConnections), context: context)
        }
    }

    /// Gives the slot back and stops the timers (a connection that closes before it was taken up never takes one).
    private func release() {
        activated = true
        if holdsSlot {
            holdsSlot = false
            counter.close()
        }
        timer?.task.cancel()
        timer = nil
        shutdownTimer?.cancel()
        shutdownTimer = nil
        lingerTimer?.cancel()
        lingerTimer = nil
    }

    /// A wait for the next head begins now.
    private func startWaiting(_ context: ChannelHandlerContext) {
        waitingSince = .now()
        headBytesSeen = false
        expect(waitingSince + .init(limits.headerTimeout), context: context)
    }

    /// Makes sure a deadline check runs no later than `deadline` (one check is pending at a time; a check that
    /// finds the state moved on reschedules itself for the deadline then in force).
    private func expect(_ deadline: NIODeadline, context: ChannelHandlerContext) {
        if let timer {
            guard timer.at > deadline else { return }
            timer.task.cancel()
        }
        let task = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(deadline: deadline) {
            self.timer = nil
            self.check(context)
        }
        timer = (task, deadline)
    }

    /// What a deadline check does: answer 408 and close when the head or body deadline in force has passed.
    private func check(_ context: ChannelHandlerContext) {
        guard !finishing, context.channel.isActive else { return }
        let now = NIODeadline.now()
        if readingBody {
            let deadline = headArrived + .init(limits.bodyTimeout)
            guard now >= deadline else { return expect(deadline, context: context) }
            onRejection(.timeout)
            if !answerInProgress, endsWritten == headsRead - 1 {
                answer(.timeout("body", within: limits.bodyTimeout), context: context)
            } else {
                finishing = true
                context.close(promise: nil)
            }
        } else if waitingForHead, headBytesSeen {
            let deadline = waitingSince + .init(limits.headerTimeout)
            guard now >= deadline else { return expect(deadline, context: context) }
            onRejection(.timeout)
            answer(.timeout("head", within: limits.headerTimeout), context: context)
        }
    }

    /// Writes `answer` below the encoder, then lingers and closes.
    private func answer(_ answer: Answer, context: ChannelHandlerContext) {
        finishing = true
        timer?.task.cancel()
        timer = nil
        encoder?.writeAndFlush(NIOAny(IOData.byteBuffer(answer.bytes)), promise: nil)
        linger(context)
    }

    /// Half-closes the connection (its `FIN` follows whatever was written), then reads and discards until the client
    /// closes (NIO then closes the whole connection) or ``lingerTimeout`` passes.
    private func linger(_ context: ChannelHandlerContext) {
        finishing = true
        context.close(mode: .output, promise: nil)
        context.read()
        lingerTimer = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: lingerTimeout) {
            context.close(promise: nil)
        }
    }
}

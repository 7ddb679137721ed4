import Boardy

extension MainComponent {
    /// Creates a module-internal producer that resolves its own registrations first, then the application's boards.
    ///
    /// The application's producer is held weakly (through ``producer``), so a board built by the main producer can
    /// own this producer without a retain cycle. Boards are produced lazily, when a motherboard using this producer
    /// (usually the nested motherboard of the module's entry board) activates them. Internal ids are not recorded
    /// as application ids: two modules may use the same internal id.
    public func makeModuleProducer(registrations: [BoardRegistration] = []) -> BoardProducer {
        BoardProducer(externalProducer: producer, registrations: registrations)
    }

    /// Creates a module-internal producer from a registration builder that can refer to the producer itself; see
    /// ``makeModuleProducer(registrations:)``.
    public func makeModuleProducer(
        @BoardRegistrationBuilder registrationsBuilder: (BoardProducer) -> [BoardRegistration]
    ) -> BoardProducer {
        BoardProducer(externalProducer: producer, registrationsBuilder: registrationsBuilder)
    }
}

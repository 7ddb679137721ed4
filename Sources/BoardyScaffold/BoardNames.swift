/// The names generated for one board (`Quote` in the module `Payment` here), derived from validated names.
public struct BoardNames: Sendable {
    /// The board's name, `Quote`.
    public let board: ScaffoldName
    /// The module the board is added to.
    public let module: ModuleNames
    /// The kind of board.
    public let kind: BoardKind
    /// The module's service map class and its `ServiceMap` property (`PaymentServiceMap`, `modPayment`), when the
    /// module has one: the board's accessor is then added to it too.
    public let serviceMap: (type: String, property: String)?

    /// Names for `board` of `kind` in `module`.
    public init(
        board: ScaffoldName, module: ModuleNames, kind: BoardKind, serviceMap: (type: String, property: String)?
    ) {
        self.board = board
        self.module = module
        self.kind = kind
        self.serviceMap = serviceMap
    }

    /// `Quote`.
    public var name: String { board.typeName }
    /// The board type (a class, or an enum making a ComponentKit board), `QuoteBoard`.
    public var boardType: String { "\(name)Board" }
    /// The board's plugin, `QuoteBoardPlugin`.
    public var plugin: String { "\(name)BoardPlugin" }
    /// The id's name in the module's id namespace, `quote` (`PaymentID.quote`).
    public var idProperty: String { board.lowerCamel }
    /// The id expression, `PaymentID.quote`.
    public var id: String { "\(module.idType).\(idProperty)" }
    /// The id as a DocC symbol path, `PaymentID/quote`.
    public var docID: String { "\(module.idType)/\(idProperty)" }
    /// The id's value, `mod.payment.quote`.
    public var idValue: String { "\(module.idPrefix).\(board.lowerCamel)" }
    /// The `Motherboard` accessor, `ioQuote`.
    public var accessor: String { "io\(name)" }
    /// The destination typealias, `QuoteDestination`.
    public var destination: String { "\(name)Destination" }
    /// The input type, `QuoteInput`.
    public var input: String { "\(name)Input" }
    /// The output type, `QuoteOutput`.
    public var output: String { "\(name)Output" }
    /// The barrier's value type, `QuoteValue`.
    public var value: String { "\(name)Value" }
    /// The presenter protocol, `QuotePresenter`.
    public var presenter: String { "\(name)Presenter" }
    /// The test presenter class, `QuoteTestPresenter`.
    public var testPresenter: String { "\(name)TestPresenter" }

    /// Every type name the board adds (to check none exists in the module).
    public var typeNames: [String] {
        var names = kind.ioValueTypes.map { name + $0 } + [destination]
        if kind.hasBoard {
            names += [boardType, plugin, "\(boardType)Tests"]
        } else {
            names.append("\(name)InterfaceTests")
        }
        if kind == .presenter { names.append(testPresenter) }
        return names
    }

    /// The line that installs the board's plugin on its own.
    public var installLine: String { ".install(plugin: \(plugin)())" }
}

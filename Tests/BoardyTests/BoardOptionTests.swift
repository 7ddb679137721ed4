import Boardy
import Testing

/// `BoardOption.cast` has a fast path for options whose dynamic type is exactly the target type; it must give the
/// same answers as a plain `as?` cast of the optional.
@Suite("BoardOption.cast")
struct BoardOptionTests {
    final class Animal {}
    final class Dog {}
    class Base {}
    final class Derived: Base {}
    protocol Named { var name: String { get } }
    struct Person: Named { let name: String }

    @Test("exact types come back as themselves, including reference and non-trivial values")
    func exactTypes() {
        #expect(BoardOption.cast(42 as Any?, to: Int.self) == 42)
        #expect(
            BoardOption.cast("a long string that does not fit inline" as Any?, to: String.self)
                == "a long string that does not fit inline")
        let animal = Animal()
        #expect(BoardOption.cast(animal as Any?, to: Animal.self) === animal)
        #expect(BoardOption.cast([1, 2, 3] as Any?, to: [Int].self) == [1, 2, 3])
    }

    @Test("other types fall back to the dynamic cast")
    func otherTypes() {
        #expect(BoardOption.cast(42 as Any?, to: String.self) == nil)
        #expect(BoardOption.cast(Dog() as Any?, to: Animal.self) == nil)
        let derived = Derived()
        #expect(BoardOption.cast(derived as Any?, to: Base.self) === derived)
        #expect(BoardOption.cast(Person(name: "Ada") as Any?, to: (any Named).self)?.name == "Ada")
        #expect(BoardOption.cast(7 as Any?, to: Int?.self) == .some(7))
    }

    @Test("nil becomes nil for optionals and () for Void; nothing else")
    func nilOptions() {
        #expect(BoardOption.cast(nil, to: Int?.self) == .some(nil))
        #expect(BoardOption.cast(nil, to: Void.self) != nil)
        #expect(BoardOption.cast(nil, to: Int.self) == nil)
        let optionalAny = BoardOption.cast(nil, to: Any?.self)
        #expect(optionalAny != nil && optionalAny! == nil)
    }
}

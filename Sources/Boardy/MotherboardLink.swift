/// A reference to a motherboard that does not keep it alive, for the values and closures that outlive it or that it
/// owns: IO values, board delegates, flows registered on it.
///
/// A `weak` reference would do the same, but it gives the motherboard a side table, and then every retain and
/// release of the motherboard takes the runtime's slow path (17% of an activation round trip). Each motherboard
/// owns one link instead, created with it; holders keep the link strongly and read ``motherboard``, which turns
/// `nil` once the motherboard's `deinit` has started clearing it.
///
/// A subclass's `deinit` runs before ``Motherboard``'s own: a read through the link from there (or from the
/// `deinit` of something the subclass releases) still answers the motherboard being torn down, as `self` would.
/// Use it for that call only: a strong reference kept past `deinit` would dangle, as a kept `self` would.
public final class MotherboardLink {
    // unowned(unsafe): set by the motherboard that owns this link at the end of its init and cleared first thing in
    // its deinit; the graph stays in one isolation domain, so no read can overlap that clearing or see freed memory.
    // Exclusivity unchecked for the same reason: every access is an instant load or store (the checks cost ~8%).
    @exclusivity(unchecked) @usableFromInline unowned(unsafe) var target: Motherboard?

    @usableFromInline
    init() {}

    /// The motherboard, or `nil` once it is being released.
    @inlinable
    public var motherboard: Motherboard? { target }
}

extension Array {
    /// Appends `element`; an array with no storage yet (a fresh engine's jobs, a fresh job's members: one each in the
    /// usual case) gets it as an array literal of one, which costs about half of `append`'s growth path.
    @inlinable
    mutating func appendAllocatingExactly(_ element: Element) {
        if capacity == 0 {
            self = [element]
        } else {
            append(element)
        }
    }
}

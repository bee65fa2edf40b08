extension String {
    /// Whether this string ends with `suffix`, as ``Swift/String/hasSuffix(_:)``
    /// answers for two strings in Unicode normalization form C (utterance
    /// words and the languages' endings and particles are): a suffix whose
    /// UTF-8 bytes are not this string's last bytes is turned away by
    /// comparing bytes, and only one that is is checked by `hasSuffix`
    /// (which compares characters up to canonical equivalence, slowly on a
    /// word that is not ASCII, and is asked of every unknown word's ending
    /// many times a flexible match).
    ///
    /// Two strings in form C that end alike end with the same bytes, so
    /// the answer is `hasSuffix`'s.
    @inline(__always)
    func endsWith(_ suffix: String) -> Bool {
        let ownCount = utf8.count
        let suffixCount = suffix.utf8.count
        guard suffixCount <= ownCount else { return false }
        let sameBytes = utf8.withContiguousStorageIfAvailable { own in
            suffix.utf8.withContiguousStorageIfAvailable { tail in
                // `suffixCount <= ownCount`: every index is within both buffers.
                var place = 0
                while place < suffixCount {
                    if own[ownCount - suffixCount + place] != tail[place] { return false }
                    place += 1
                }
                return true
            }
        }
        if sameBytes == .some(.some(false)) { return false }
        return hasSuffix(suffix)
    }
}

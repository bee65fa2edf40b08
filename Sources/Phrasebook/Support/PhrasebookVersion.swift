/// The release this build is, as `phrasebook --version` prints it and SARIF
/// reports name their driver.
///
/// One constant for both, so a report never names another version than the
/// binary that wrote it; the newest released section of `CHANGELOG.md` must
/// carry the same number (a test checks it).
package enum PhrasebookVersion {
    /// The semantic version of this build, `MAJOR.MINOR.PATCH`.
    package static let current = "0.1.0"
}

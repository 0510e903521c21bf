/// The iOS release whose transition rules the model follows (seed 003's contrast).
///
/// * `iOS8` (default): a presenter's view the animator moved into the container of a `.custom`
///   presentation leaves the window with the container at the end of the dismissal — the black
///   screen.
/// * `iOS7`: when a dismissal completes, the system puts the presenter's view back where it was
///   when the presentation began, so the same animator does not black out.
public enum SystemVersion: String, Sendable, Hashable, CaseIterable {
    case iOS7, iOS8
}

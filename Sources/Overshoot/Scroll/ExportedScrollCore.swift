// `ScrollPhase`, `ScrollGeometry` and `ScrollPoint` are in the names the scroll modifiers take
// and give: `import Overshoot` brings them, as `import SwiftUI` does.
@_exported import ScrollCore

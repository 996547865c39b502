import ArchFeatures
import ArchHost

/// A correct view that leaves by itself, as a splash screen does: it
/// renders 0 when started and 1 when resumed, and finishes on `resumed`.
/// Its finishing observer comes first, so the rendering one is still to be
/// told `resumed` when the pop is asked for.
final class SplashCounterView: FeatureView {
  init(context: ScreenContext) {
    context.lifecycle.observe(label: "splash.leave") { [context] state in
      if state == .resumed { context.finish() }
    }
    context.lifecycle.observe(label: "splash.render") { [context] state in
      if state == .started { context.render(0) }
      if state == .resumed { context.render(1) }
    }
  }

  func perform(_ intent: CounterIntent) {}
}

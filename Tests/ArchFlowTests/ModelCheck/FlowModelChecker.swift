import ArchTestSupport

/// Runs seeded scripts on a real flow and on the ``ReferenceModel`` side by
/// side, comparing what they show after every top-level action.
enum FlowModelChecker {
  /// The first step where the real flow and the model disagree, with what
  /// it takes to replay it.
  struct Mismatch: CustomStringConvertible {
    var seed: UInt64
    var config: FlowConfig
    var consumer: ConsumerPath?
    var script: [FlowAction]
    var step: Int
    var real: Observation
    var model: Observation

    var description: String {
      var lines = ["model mismatch: seed \(seed), \(config), step \(step) of \(script.count)"]
      lines += script.enumerated().map { "  \($0.offset == step ? "→" : " ") \($0.offset): \($0.element)" }
      lines.append("  real:  \(real)")
      lines.append("  model: \(model)")
      let path = consumer.map { ", consumer: .\($0)" } ?? ""
      lines.append("  replay with: replay(seed: \(seed), config: \(config.literal)\(path))")
      return lines.joined(separator: "\n")
    }
  }

  /// The script of `seed` for `config`.
  static func script(seed: UInt64, config: FlowConfig) -> [FlowAction] {
    var generator = FlowScriptGenerator(seed: seed, config: config)
    return generator.script()
  }

  /// Runs the script of `seed`; returns the first mismatch, if any, and the number of actions run.
  ///
  /// With a `consumer` (state flows), a `for await` consumer of `values`
  /// runs after some actions (chosen by the seed) and after the last, so it
  /// lags behind by zero to several actions.
  static func check(
    seed: UInt64, config: FlowConfig, fault: ModelFault? = nil, consumer: ConsumerPath? = nil
  ) -> (mismatch: Mismatch?, actions: Int) {
    let script = script(seed: seed, config: config)
    let real = RealFlowWorld(config: config, consumer: consumer)
    let model = ReferenceModel(config: config, fault: fault, consumer: consumer != nil)
    var turns = SplitMix(seed: ~seed)
    for (step, action) in script.enumerated() {
      let order = real.run(action)
      model.run(action, following: order)
      if consumer != nil, step == script.count - 1 || Bool.random(using: &turns) {
        real.consume()
        model.consume()
      }
      // Equal traces at every step keep `seen` equal; compare it in full now and then.
      let full = step % 8 == 7 || step == script.count - 1
      let (seenByReal, seenByModel) = (real.observe(full: full), model.observe(full: full))
      if seenByReal != seenByModel {
        let mismatch = Mismatch(
          seed: seed, config: config, consumer: consumer, script: script, step: step, real: seenByReal,
          model: seenByModel)
        return (mismatch, step + 1)
      }
    }
    return (nil, script.count)
  }
}

import Foundation

/// Student's t distribution, computed through the regularized incomplete
/// beta function (a continued fraction evaluated by the modified Lentz
/// method, as in Numerical Recipes' `betai`/`betacf`).
///
/// ```swift
/// StudentT.twoSidedPValue(t: 2.0, degreesOfFreedom: 10)  // ≈ 0.0734
/// ```
package enum StudentT {
  /// P(|T| ≥ |t|) for `degreesOfFreedom` > 0; 1 for t = 0, 0 for infinite t.
  package static func twoSidedPValue(t: Double, degreesOfFreedom df: Double) -> Double {
    guard !t.isNaN, df > 0, !df.isNaN else { return .nan }
    guard t.isFinite else { return 0 }
    let t2 = t * t
    // I_x(df/2, 1/2) with x = df / (df + t²); 1 − x passed exactly.
    return regularizedIncompleteBeta(a: df / 2, b: 0.5, x: df / (df + t2), oneMinusX: t2 / (df + t2))
  }

  /// P(T ≤ t), the cumulative distribution function.
  package static func cdf(_ t: Double, degreesOfFreedom df: Double) -> Double {
    let tail = twoSidedPValue(t: t, degreesOfFreedom: df) / 2
    return t >= 0 ? 1 - tail : tail
  }

  /// I_x(a, b), the regularized incomplete beta function, for 0 ≤ x ≤ 1.
  static func regularizedIncompleteBeta(a: Double, b: Double, x: Double, oneMinusX: Double? = nil) -> Double {
    let y = oneMinusX ?? (1 - x)
    if x <= 0 { return 0 }
    if y <= 0 { return 1 }
    let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log(y)
    let front = exp(logFront)
    if x < (a + 1) / (a + b + 2) {
      return front * continuedFraction(a: a, b: b, x: x) / a
    }
    return 1 - front * continuedFraction(a: b, b: a, x: y) / b
  }

  /// The continued fraction of I_x(a, b) (Numerical Recipes `betacf`).
  /// It converges in O(√max(a, b)) steps, hence the generous limit.
  static func continuedFraction(a: Double, b: Double, x: Double) -> Double {
    let tiny = 1e-300
    let epsilon = 1e-15
    let maxIterations = 100_000
    let qab = a + b
    let qap = a + 1
    let qam = a - 1
    var c = 1.0
    var d = 1 - qab * x / qap
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var h = d
    for m in 1...maxIterations {
      let m = Double(m)
      let m2 = 2 * m
      // Even step.
      var aa = m * (b - m) * x / ((qam + m2) * (a + m2))
      d = 1 + aa * d
      if abs(d) < tiny { d = tiny }
      c = 1 + aa / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      h *= d * c
      // Odd step.
      aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
      d = 1 + aa * d
      if abs(d) < tiny { d = tiny }
      c = 1 + aa / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let delta = d * c
      h *= delta
      if abs(delta - 1) < epsilon { break }
    }
    return h
  }
}

/*
 * BlockComments.swift
 * A sample that documents with block comments, the old way.
 *
 * Copyright (c) the ArchLab authors.
 */

import Foundation

/**
 A temperature in degrees Celsius.

 Use `fahrenheit` to convert.
 */
struct Temperature {
  var celsius: Double

  /**
   The same temperature in degrees Fahrenheit.
   */
  var fahrenheit: Double {
    celsius * 9 / 5 + 32
  }
}

/* A thermostat that keeps a target. */
final class Thermostat {
  var target: Temperature
  /* The last reading, if any. */
  var reading: Temperature?

  init(target: Temperature) {
    self.target = target
  }

  /*
   Heats when the reading is below the target,
   cools when above.
   */
  func action() -> String {
    guard let reading else { return "wait" }
    if reading.celsius < target.celsius {
      return "heat"
    } else if reading.celsius > target.celsius {
      return "cool"
    }
    return "idle"
  }
}

import ArchFeatures
import ArchLabTool
import MyArchitecture

// `swift run mylab compare --feature profile --variant my-mvi`: every archlab
// subcommand, with my-mvi beside the built-in variants.
var suite = FeatureSuite.standard
suite.register(MVIProfileView.variant)
ArchLabTool.main(suite: suite, name: "mylab")

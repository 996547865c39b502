import ArchLabTool

// `archlab`: the workshop command, on the standard suite. An experimenter's
// own executable makes the same call with their suite.
ArchLabTool.main()

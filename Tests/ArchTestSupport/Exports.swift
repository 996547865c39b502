// The runtime tests use the suite's UserProfile model and fake service.
@_exported import ArchFeatures

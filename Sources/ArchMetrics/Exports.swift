// The code-measuring half (lines, roles, screens, claims, coverage,
// studies) lives in ArchCodebase; `import ArchMetrics` still brings it.
@_exported import ArchCodebase

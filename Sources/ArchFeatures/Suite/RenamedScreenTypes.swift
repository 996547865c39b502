// The screens' public names before issue 15 gave each screen one prefix;
// kept for one release, outside the screen folders so no variant's lines
// count them.

/// The old name of ``Ticker``; removed in the next release.
@available(*, deprecated, renamed: "Ticker")
public typealias LiveTicker = Ticker

/// The old name of ``UserProfileFrame``; removed in the next release.
@available(*, deprecated, renamed: "UserProfileFrame")
public typealias ProfileFrame = UserProfileFrame

/// The old name of ``UserProfileIntent``; removed in the next release.
@available(*, deprecated, renamed: "UserProfileIntent")
public typealias ProfileIntent = UserProfileIntent

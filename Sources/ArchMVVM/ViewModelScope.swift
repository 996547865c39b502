import ArchFlow

/// The work a view model owns — tasks and subscriptions — cancelled
/// together by `cancel()`, which the view model calls from `clear()`:
/// Android's `viewModelScope`.
///
/// It is a ``/ArchFlow/FlowScope`` made with `FlowScope(host:)`: its tasks
/// are started through ``/ArchHost/AppHost/launch(_:_:)``, so they run on the
/// host's deterministic executor and the host's task list shows them until
/// they return. Hand it to the time operators
/// (`debounce(for:clock:scope:)`, `throttle(for:clock:scope:latest:)`) and
/// their timers are listed too. After `cancel()` the scope is closed:
/// `launch` starts nothing and `own` cancels what it is given.
///
/// ```swift
/// let scope = ViewModelScope(host: host)
/// scope.launch("profile.load") { await load() }
/// scope.own(service.observeUser(id: "42").subscribe { print($0) })
/// scope.cancel()  // from the view model's clear()
/// ```
public typealias ViewModelScope = FlowScope

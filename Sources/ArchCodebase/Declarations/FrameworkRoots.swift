/// The platform types a supertype chain ends in, and what each makes of
/// the app's types that reach it. Swift's roots and the JVM's are apart:
/// a Swift `…Activity` reaching `UIActivity` is no Android activity, and
/// Android's `View` is not SwiftUI's.
enum FrameworkRoots {
  /// The kind `name` gives a type on `platform` that reaches it, or `nil`
  /// when ArchLab does not know the type.
  static func kind(of name: String, platform: StudyPlatform) -> DeclaredKind? {
    switch platform {
    case .iOS: swift[name]
    case .android: jvm[name]
    }
  }

  static let swift: [String: DeclaredKind] = {
    var table: [String: DeclaredKind] = [:]
    for name in [
      "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
      "UIHostingController", "NSViewController", "UIInputViewController", "UISearchController",
      "UIReferenceLibraryViewController", "UIImagePickerController", "UIDocumentPickerViewController",
      "SFSafariViewController", "MFMailComposeViewController", "ASViewController", "ASDKViewController",
    ] { table[name] = .viewController }
    for name in [
      // Containers and system sheets hold screens; they are views, not screens of their own.
      "UINavigationController", "UITabBarController", "UISplitViewController", "UIAlertController",
      "UIActivityViewController",
      "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView", "UICollectionView",
      "UIStackView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIPickerView", "UIDatePicker",
      "UIProgressView", "UISegmentedControl", "UISearchBar", "UINavigationBar", "UITabBar", "UIToolbar",
      "UIVisualEffectView", "UIRefreshControl", "UIActivityIndicatorView", "UIPageControl", "UIStepper",
      "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
      "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
      "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
      "UICollectionViewDelegateFlowLayout", "NSView", "NSTableCellView", "NSCollectionViewItem", "MKAnnotationView",
      "MKMapView", "WKWebView", "SKView", "SKScene", "SCNView", "ASDisplayNode", "ASCellNode",
      // SwiftUI.
      "View", "ViewModifier", "Shape", "ButtonStyle", "LabelStyle", "ToggleStyle", "PrimitiveButtonStyle",
      "TextFieldStyle", "ProgressViewStyle", "PreviewProvider", "UIViewRepresentable",
      "UIViewControllerRepresentable", "NSViewRepresentable",
      // Screen transitions animate views.
      "UIViewControllerAnimatedTransitioning", "UIViewControllerTransitioningDelegate",
      "UIViewControllerInteractiveTransitioning", "UIPercentDrivenInteractiveTransition",
    ] { table[name] = .view }
    for name in ["ObservableObject", "BindableObject"] { table[name] = .viewModel }
    for name in ["Reducer", "ReducerProtocol", "Reactor"] { table[name] = .reducer }
    for name in ["UIApplicationDelegate", "UIWindowSceneDelegate", "UIResponder", "App", "NSApplicationDelegate"] {
      table[name] = .application
    }
    for name in [
      "NSObject", "AnyObject", "UIActivity", "UIActivityItemProvider", "Codable", "Decodable", "Encodable",
      "Equatable", "Hashable", "Identifiable", "Comparable", "Error", "LocalizedError", "Sendable",
      "CustomStringConvertible", "NSManagedObject", "Operation", "NSCoding", "OptionSet", "CaseIterable",
      "RawRepresentable", "Sequence", "Collection", "IteratorProtocol", "AsyncSequence", "Actor",
    ] { table[name] = .notUI }
    return table
  }()

  static let jvm: [String: DeclaredKind] = {
    var table: [String: DeclaredKind] = [:]
    for name in [
      "Activity", "AppCompatActivity", "ComponentActivity", "FragmentActivity", "ListActivity", "PreferenceActivity",
      "DaggerAppCompatActivity", "DaggerActivity", "MvpAppCompatActivity", "MvpActivity", "MviActivity",
      "RxAppCompatActivity", "LifecycleActivity", "ActionBarActivity", "TabActivity",
    ] { table[name] = .activity }
    for name in [
      "Fragment", "DialogFragment", "BottomSheetDialogFragment", "AppCompatDialogFragment", "ListFragment",
      "PreferenceFragmentCompat", "PreferenceFragment", "DaggerFragment", "DaggerDialogFragment",
      "MvpAppCompatFragment", "MvpFragment", "MviFragment", "RxFragment", "NavHostFragment",
    ] { table[name] = .fragment }
    for name in ["Controller", "RestoreViewOnCreateController", "LifecycleController", "MvpController"] {
      table[name] = .viewController  // Conductor's
    }
    for name in [
      "View", "ViewGroup", "FrameLayout", "LinearLayout", "RelativeLayout", "ConstraintLayout", "CoordinatorLayout",
      "TextView", "ImageView", "Button", "EditText", "RecyclerView", "CardView", "ScrollView", "SurfaceView",
      "AppCompatTextView", "AppCompatImageView", "AppCompatButton", "AppCompatEditText", "MaterialCardView",
      "ViewHolder", "Adapter", "ListAdapter", "PagingDataAdapter", "PagedListAdapter", "BaseAdapter",
      "ArrayAdapter", "CursorAdapter", "PagerAdapter", "FragmentPagerAdapter", "FragmentStatePagerAdapter",
      "FragmentStateAdapter", "ItemDecoration", "Dialog", "AlertDialog", "AppCompatDialog",
      "BottomSheetDialog", "PopupWindow", "LayoutManager", "ItemTouchHelper", "EpoxyModel",
      "EpoxyModelWithHolder", "EpoxyController", "TypedEpoxyController", "BindableItem",
    ] { table[name] = .view }
    for name in [
      "ViewModel", "AndroidViewModel", "MavericksViewModel", "BaseMvRxViewModel", "MvRxViewModel", "ContainerHost",
    ] { table[name] = .viewModel }
    // MVIKotlin's store and reducer, Orbit's and Ballast's contracts: the screen's logic, MVI.
    for name in ["Store", "Reducer", "InputHandler"] { table[name] = .reducer }
    for name in ["MvpPresenter", "MvpBasePresenter", "MvpNullObjectBasePresenter", "MviBasePresenter"] {
      table[name] = .presenter
    }
    for name in ["Application", "MultiDexApplication", "DaggerApplication"] { table[name] = .application }
    for name in [
      "Any", "Object", "Serializable", "Parcelable", "Comparable", "Exception", "RuntimeException", "Throwable",
      "Service", "IntentService", "JobService", "BroadcastReceiver", "ContentProvider", "Worker",
      "CoroutineWorker", "ListenableWorker", "RoomDatabase", "Runnable", "Callable", "Thread", "Enum",
      "Iterable", "Closeable", "AutoCloseable",
    ] { table[name] = .notUI }
    return table
  }()

  /// Protocols a view implements, but so may a presenter, a view model or a
  /// coordinator: weak evidence of a view (``DeclaredRoles`` lets a name
  /// that says logic or wiring win over them).
  static let weakViewRoots: Set<String> = [
    "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDelegateFlowLayout", "UIViewControllerAnimatedTransitioning",
    "UIViewControllerTransitioningDelegate", "UIViewControllerInteractiveTransitioning",
  ]

  /// Annotations that say what a type is, whatever it inherits.
  static func kind(ofAnnotations annotations: [String]) -> DeclaredKind? {
    for annotation in annotations {
      switch annotation {
      case "HiltViewModel", "Observable": return .viewModel
      case "Reducer": return .reducer
      case "HiltAndroidApp", "main", "UIApplicationMain", "NSApplicationMain": return .application
      case "AndroidEntryPoint": continue  // an activity, a fragment or a view: the supertype says which
      default: continue
      }
    }
    return nil
  }
}

import Foundation


struct Spacing {
  var top = 0

  var bottom = 0
    
	
  func sum() -> Int {

    top + bottom

  }
}


// Trailing helpers.

func pad(_ s: String, to width: Int) -> String {
  
  var result = s
  while result.count < width {

    result += " "
  }
		
  return result
}

extension Spacing {

  /// Both edges equal.
  init(all: Int) {

    self.init(top: all, bottom: all)
  }
}


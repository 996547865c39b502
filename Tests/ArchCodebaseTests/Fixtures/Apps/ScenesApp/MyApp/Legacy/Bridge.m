#import <Foundation/Foundation.h>

void bridge(void) {}

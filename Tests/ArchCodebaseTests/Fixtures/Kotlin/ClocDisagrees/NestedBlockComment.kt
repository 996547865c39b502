/* Disabled while the new cache lands:
   /* the old eviction, kept for reference */
   still inside the outer comment
*/
val cacheSize = 64

/* Outer comment
   /* inner comment */
   still the outer comment
*/
let a = 1

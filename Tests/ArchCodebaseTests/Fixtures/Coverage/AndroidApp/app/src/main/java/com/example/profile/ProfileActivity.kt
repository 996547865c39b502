package com.example.profile
class ProfileActivity : AppCompatActivity() {
  val v0 = 0
  val v1 = 1
  val v2 = 2
  val v3 = 3
  val v4 = 4
  val v5 = 5
  val v6 = 6
  val v7 = 7
  val v8 = 8
  val v9 = 9
  val v10 = 10
  val v11 = 11
  val v12 = 12
  val v13 = 13
  val v14 = 14
  val v15 = 15
  val v16 = 16
  val v17 = 17
  val v18 = 18
  val v19 = 19
}

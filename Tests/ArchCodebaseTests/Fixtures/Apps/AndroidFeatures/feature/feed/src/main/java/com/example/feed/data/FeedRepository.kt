package com.example.feed.data

class FeedRepository {
    fun items(): List<String> = listOf("a", "b")
}

package com.example.feed

interface FeedContract {
    interface View {
        fun show(items: List<String>)
    }
}

package com.example.feed

import com.example.feed.data.FeedRepository

// Loads the feed and hands it to the view.
class FeedPresenter(private val repository: FeedRepository) {
    private var view: FeedContract.View? = null

    fun attach(view: FeedContract.View) {
        this.view = view
        view.show(repository.items())
    }

    fun detach() {
        view = null
    }
}

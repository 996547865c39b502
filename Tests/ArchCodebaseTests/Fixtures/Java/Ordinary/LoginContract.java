package com.example.login;

import androidx.annotation.NonNull;

/**
 * What the login view and its presenter promise each other.
 */
public interface LoginContract {

    /** Implemented by the fragment. */
    interface View {
        void showLoading(boolean loading);

        void showError(@NonNull String message);

        /** Leaves the login screen for good. */
        void openHome(@NonNull String userName);
    }

    /** Implemented by {@link LoginPresenter}. */
    interface Presenter {
        void attach(@NonNull View view);

        void detach();

        void onSubmit(@NonNull String email, @NonNull String password);
    }
}

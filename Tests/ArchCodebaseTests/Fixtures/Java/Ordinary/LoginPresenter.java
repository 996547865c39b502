package com.example.login;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.concurrent.Future;

/**
 * Presents the login screen: validates the form, signs in, and tells the
 * view what to show.
 *
 * <p>The presenter holds no Android types, so it is tested on the JVM. The
 * view attaches in {@code onStart} and detaches in {@code onStop}; results
 * that arrive while detached are dropped.
 *
 * @see LoginContract
 */
public final class LoginPresenter implements LoginContract.Presenter {

    private final AuthRepository repository;
    private final CredentialsValidator validator;

    @Nullable
    private LoginContract.View view;

    // The request in flight; a new submit cancels it.
    @Nullable
    private Future<?> pending;

    /**
     * Creates a presenter.
     *
     * @param repository signs users in, off the main thread
     * @param validator  checks the form before any request
     */
    public LoginPresenter(@NonNull AuthRepository repository, @NonNull CredentialsValidator validator) {
        this.repository = repository;
        this.validator = validator;
    }

    @Override
    public void attach(@NonNull LoginContract.View view) {
        this.view = view;
    }

    @Override
    public void detach() {
        this.view = null; // results after this are dropped
        if (pending != null) {
            pending.cancel(true);
            pending = null;
        }
    }

    /**
     * Validates, then signs in.
     *
     * @param email    as typed
     * @param password as typed, never logged
     */
    @Override
    public void onSubmit(@NonNull String email, @NonNull String password) {
        String problem = validator.check(email, password);
        if (problem != null) {
            if (view != null) view.showError("Invalid: " + problem);
            return;
        }
        if (pending != null) pending.cancel(true);
        if (view != null) view.showLoading(true);
        pending = repository.signIn(email, password, new AuthRepository.Callback() {
            @Override
            public void onSuccess(User user) {
                if (view == null) return;
                view.showLoading(false);
                view.openHome(user.getName());
            }

            @Override
            public void onFailure(Throwable error) {
                if (view == null) return;
                view.showLoading(false);
                /* The message may be null for I/O errors. */
                String message = error.getMessage();
                view.showError(message != null ? message : "Unknown error");
            }
        });
    }
}

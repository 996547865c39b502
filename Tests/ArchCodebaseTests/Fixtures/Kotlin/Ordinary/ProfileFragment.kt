package com.example.app

import android.os.Bundle
import android.view.View
import androidx.core.os.bundleOf
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import com.example.app.databinding.FragmentProfileBinding
import kotlinx.coroutines.launch

/**
 * Shows one user's profile.
 *
 * @property userId taken from the arguments, so it survives process death.
 */
class ProfileFragment : Fragment(R.layout.fragment_profile) {

    private val userId: String by lazy { requireArguments().getString(ARG_USER_ID).orEmpty() }
    private val viewModel: ProfileViewModel by viewModels { ProfileViewModel.factory(userId) }

    // Valid between onViewCreated and onDestroyView only.
    private var binding: FragmentProfileBinding? = null

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val binding = FragmentProfileBinding.bind(view).also { binding = it }
        binding.retry.setOnClickListener { viewModel.reload() }

        viewLifecycleOwner.lifecycleScope.launch {
            // Collect only while visible; stops in onStop, resumes in onStart.
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.state.collect { state ->
                    binding.name.text = state.name
                    binding.followers.text = getString(R.string.followers, state.followers)
                    binding.progress.visibility = if (state.loading) View.VISIBLE else View.GONE
                    binding.error.text = state.error?.let { "Could not load: $it" }
                }
            }
        }
    }

    override fun onDestroyView() {
        binding = null /* the view is gone; don't keep it */
        super.onDestroyView()
    }

    companion object {
        private const val ARG_USER_ID = "user_id"

        fun newInstance(userId: String) = ProfileFragment().apply {
            arguments = bundleOf(ARG_USER_ID to userId)
        }
    }
}

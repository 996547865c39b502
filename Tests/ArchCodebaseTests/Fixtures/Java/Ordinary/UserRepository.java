package com.example.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Reads users from the local database.
 *
 * <p>Queries are text blocks, so the SQL reads as SQL.
 */
public class UserRepository {

    private static final String BY_ID = """
            SELECT id, display_name, followers
            FROM users
            WHERE id = ?
            """;

    private final Database database;
    private final List<User> cache = new ArrayList<>();

    public UserRepository(Database database) {
        this.database = database;
    }

    /** The user with this id, if the database has one. */
    public Optional<User> find(String id) {
        for (User user : cache) {
            if (user.getId().equals(id)) return Optional.of(user);
        }
        // Not cached: ask the database and remember the answer.
        Optional<User> found = database.queryOne(BY_ID, id).map(User::fromRow);
        found.ifPresent(cache::add);
        return found;
    }

    public List<User> cached() {
        return Collections.unmodifiableList(cache);
    }

    public void clear() {
        cache.clear(); /* the database keeps its rows */
    }
}

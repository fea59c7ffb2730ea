/**
 * obbkit testkit: generators, independent oracles and a JUnit 5 property runner for testing OBB
 * geometry, obbkit's own and anyone else's.
 */
module io.github.obbkit.testkit {
    requires transitive io.github.obbkit.core2d;
    requires transitive io.github.obbkit.core3d;
    requires transitive io.github.obbkit.raycast;
    requires transitive org.junit.jupiter.api;
    requires transitive org.assertj.core;
    requires static org.jspecify;

    exports io.github.obbkit.testkit;
    exports io.github.obbkit.testkit.contract;
    exports io.github.obbkit.testkit.gen;
    exports io.github.obbkit.testkit.oracle;
}

package io.github.obbkit.testkit.planted;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** Runs a contract suite on one implementation through the JUnit engine and reads what it caught. */
final class ContractRun {
    private static final Pattern ON_TRY = Pattern.compile("failed on try (\\d+) of");

    private ContractRun() {
    }

    static EngineExecutionResults run(Class<?> suite) {
        return EngineTestKit.engine("junit-jupiter").selectors(selectClass(suite)).execute();
    }

    /**
     * Runs a planted broken implementation's suite with default settings, prints which properties
     * caught it and on which try, and requires that at least one did.
     */
    static void assertCaught(Class<?> broken) {
        EngineExecutionResults results = run(broken);
        List<Event> failed = results.testEvents().failed().list();
        List<String> caughtBy = new ArrayList<>();
        List<Integer> tries = new ArrayList<>();
        for (Event event : failed) {
            caughtBy.add(event.getTestDescriptor().getDisplayName());
            event.getPayload(TestExecutionResult.class)
                    .flatMap(TestExecutionResult::getThrowable)
                    .map(Throwable::getMessage)
                    .map(ON_TRY::matcher)
                    .filter(Matcher::find)
                    .ifPresent(m -> tries.add(Integer.parseInt(m.group(1))));
        }
        System.out.printf("[planted] %s caught by %d of %d properties %s, first failing tries %s%n",
                broken.getSimpleName(), failed.size(), results.testEvents().finished().count(), caughtBy, tries);
        assertThat(failed).as("properties that caught %s", broken.getSimpleName()).isNotEmpty();
    }
}

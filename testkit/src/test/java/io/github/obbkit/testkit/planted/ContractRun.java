package io.github.obbkit.testkit.planted;

import io.github.obbkit.testkit.property.Property;

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
    private static final Pattern STEPS = Pattern.compile("shrunk \\((\\d+) steps");

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
        List<Integer> steps = new ArrayList<>();
        for (Event event : failed) {
            caughtBy.add(event.getTestDescriptor().getDisplayName());
            String message = event.getPayload(TestExecutionResult.class)
                    .flatMap(TestExecutionResult::getThrowable)
                    .map(Throwable::getMessage)
                    .orElse("");
            Matcher onTry = ON_TRY.matcher(message);
            if (onTry.find()) {
                tries.add(Integer.parseInt(onTry.group(1)));
            }
            int failureAt = message.indexOf("failure: ");
            System.out.printf("[planted]   %s: %s%n", event.getTestDescriptor().getDisplayName(),
                    (failureAt >= 0 ? message.substring(failureAt) : message).lines().limit(3)
                            .reduce((x, y) -> x + " " + y).orElse(""));
            Matcher shrunk = STEPS.matcher(message);
            if (shrunk.find()) {
                steps.add(Integer.parseInt(shrunk.group(1)));
            }
        }
        System.out.printf("[planted] %s caught by %d of %d properties %s, first failing tries %s, shrink steps %s%n",
                broken.getSimpleName(), failed.size(), results.testEvents().finished().count(), caughtBy, tries, steps);
        assertThat(failed).as("properties that caught %s", broken.getSimpleName()).isNotEmpty();
        assertThat(steps).as("shrink steps of the properties that caught %s: none may reach the cap",
                broken.getSimpleName()).allMatch(n -> n < Property.MAX_SHRINK_STEPS);
    }
}

package io.github.obbkit.verification;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Sat2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.AabbTransform;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.core3d.Sat3dBatch;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.SlabRaycast;
import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.joml.Matrix4d;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Values are immutable and kernels stateless, and a shared {@link RayCaster3d}, {@link Bvh3d} or filled
 * {@link Obb3dBatch} is documented as safe to query from many threads (each with its own holder or
 * destination array): every query, run from several threads at once on the same shared values,
 * gives the single-thread answer.
 */
class ConcurrencyTest {
    private static final int THREADS = 6;
    private static final int CASES = 4_000;
    private static ExecutorService pool;

    @BeforeAll
    static void start() {
        pool = Executors.newFixedThreadPool(THREADS);
    }

    @AfterAll
    static void stop() {
        pool.shutdownNow();
    }

    /** Runs {@code task} on every thread at once and requires each to return {@code expected}. */
    private static <T> void sameFromEveryThread(T expected, Callable<T> task) throws Exception {
        List<Future<T>> futures = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            futures.add(pool.submit(task));
        }
        for (Future<T> f : futures) {
            assertThat(f.get()).isEqualTo(expected);
        }
    }

    @Test
    void boxBoxQueriesOnSharedValues_giveTheSingleThreadAnswers() throws Exception {
        SplittableRandom random = new SplittableRandom(1);
        List<ObbPair2d> pairs2d = new ArrayList<>();
        List<ObbPair3d> pairs3d = new ArrayList<>();
        List<Matrix4d> matrices = new ArrayList<>();
        List<Aabb3d> boxes = new ArrayList<>();
        for (int i = 0; i < CASES; i++) {
            pairs2d.add(Generators2d.pair().next(random));
            pairs3d.add(Generators3d.pair().next(random));
            matrices.add(Generators3d.affine().next(random));
            boxes.add(Generators3d.aabb().next(random));
        }
        Callable<List<Object>> all = () -> {
            List<Object> answers = new ArrayList<>();
            for (int i = 0; i < CASES; i++) {
                ObbPair2d p = pairs2d.get(i);
                Mtv2d m2 = Sat2d.mtv(p.a(), p.b());
                answers.add(Sat2d.intersects(p.a(), p.b()));
                answers.add(m2);
                ObbPair3d q = pairs3d.get(i);
                Mtv3d m3 = Sat3d.mtv(q.a(), q.b());
                answers.add(Sat3d.intersects(q.a(), q.b()));
                answers.add(m3);
                answers.add(q.a().aabb());
                Matrix4d m = matrices.get(i);
                Aabb3d box = boxes.get(i);
                answers.add(attempt(() -> AabbTransform.transform(m, box)));
            }
            return answers;
        };
        sameFromEveryThread(all.call(), all);
    }

    private static Object attempt(Callable<Object> call) {
        try {
            return call.call();
        } catch (Exception rejected) {
            return rejected.getClass().getName() + ": " + rejected.getMessage();
        }
    }

    @Test
    void aSharedCasterAndBvh_answerEveryThreadAsTheyAnswerOne() throws Exception {
        SplittableRandom random = new SplittableRandom(2);
        Obb3d[] boxes = new Obb3d[2_000];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = Generators3d.obb(50).next(random);
        }
        Bvh3d bvh = Bvh3d.build(boxes);
        Ray3d[] rays = new Ray3d[CASES];
        for (int i = 0; i < rays.length; i++) {
            rays[i] = Ray3d.through(random.nextDouble(-80, 80), random.nextDouble(-80, 80), -90,
                    random.nextDouble(-50, 50), random.nextDouble(-50, 50), 0);
        }
        RayCaster3d caster = RayCaster3d.of(rays[0]);
        Obb3dBatch batch = Obb3dBatch.of(boxes);
        Callable<List<Object>> all = () -> {
            List<Object> answers = new ArrayList<>();
            PickWorkspace workspace = new PickWorkspace(); // workspaces and holders are per thread
            MutablePick pick = new MutablePick();
            MutableRayHit hit = new MutableRayHit();
            for (Ray3d ray : rays) {
                answers.add(bvh.pickNearest(ray, workspace, pick) ? pick.toPick() : null);
            }
            for (Obb3d box : boxes) {
                answers.add(caster.intersect(box, hit) ? hit.toRayHit() : null);
                answers.add(SlabRaycast.intersect(rays[1], box));
            }
            long[] bits = new long[(boxes.length + 63) / 64];     // and so are the caller's outputs
            int[] indices = new int[boxes.length];
            answers.add(caster.intersectsEach(batch, 0, boxes.length, bits, 0));
            answers.add(Arrays.toString(bits));
            int n = caster.intersecting(batch, 0, boxes.length, indices, 0);
            answers.add(Arrays.toString(Arrays.copyOf(indices, n)));
            return answers;
        };
        List<Object> expected = all.call();
        assertThat(expected.stream().filter(Objects::nonNull).filter(Pick.class::isInstance).count())
                .as("picks that hit something").isPositive();
        sameFromEveryThread(expected, all);
    }

    @Test
    void aSharedBatch_answersEveryThreadAsItAnswersOne() throws Exception {
        // The vector path keeps a scratch per thread: a scratch shared between threads would mix
        // their lanes here (this build runs the tests with the vector module).
        SplittableRandom random = new SplittableRandom(3);
        Obb3dBatch batch = Obb3dBatch.withCapacity(1_000);
        for (int i = 0; i < 1_000; i++) {
            batch.add(Generators3d.obb(6).next(random));
        }
        Obb3d[] queries = new Obb3d[400];
        for (int i = 0; i < queries.length; i++) {
            queries[i] = Generators3d.obb(6).next(random);
        }
        Callable<List<Object>> all = () -> {
            List<Object> answers = new ArrayList<>();
            long[] bits = new long[16];                    // destinations are per thread
            int[] indices = new int[1_000];
            for (Obb3d q : queries) {
                int hits = Sat3dBatch.intersectsEach(q, batch, 0, 1_000, bits, 0);
                answers.add(java.util.Arrays.toString(bits));
                int n = Sat3dBatch.intersecting(q, batch, 3, 997, indices, 0);
                answers.add(java.util.Arrays.toString(java.util.Arrays.copyOf(indices, n)));
                answers.add(hits);
            }
            return answers;
        };
        List<Object> expected = all.call();
        assertThat(expected.stream().filter(Integer.class::isInstance).mapToInt(Integer.class::cast).sum())
                .as("hits over all queries").isPositive();
        sameFromEveryThread(expected, all);
    }
}

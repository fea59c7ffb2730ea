package io.github.obbkit.verification.digest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.obbkit.core3d.Sat3dBatch;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A refactor keeps the answers: every public query of core2d, core3d and raycast must return the
 * same bits before and after, on the same inputs. This test feeds a fixed set of inputs per family
 * of queries, hashes every answer (see {@link Digest}) and compares each family's SHA-256 with the
 * one recorded in {@code answer-digests.properties}; it fails naming every family that changed,
 * with its new digest. Run it with {@code -Dobbkit.digest.print=true} to print all digests in the
 * recorded file's format.
 *
 * <p>THE INPUTS AND THE HASHING MUST NEVER CHANGE; ONLY CALL SITES MAY. The inputs come from the
 * generators of this package ({@link Inputs}, {@link Inputs2d}, {@link Inputs3d}), each family from
 * its own fixed seed, and not from the testkit, whose generators may change. When a public name
 * changes, change its calls in {@link Families2d}, {@link Families3d}, {@link FamiliesRay} and
 * {@link Reads} (one method per family) and nothing else: not a seed, a count, a generator, the
 * order of the reads, nor a family's name below. A digest may be recorded again only for a change
 * of answers that is meant, and the commit must say which queries changed and why.
 *
 * <p>The batch queries run on the vector path when the JVM has {@code jdk.incubator.vector} and on
 * the scalar path otherwise; the build runs this test both ways (a second surefire execution leaves
 * the module out), and both must match the same recorded digests.
 *
 * <p>Answers built on {@code Obb2d.of}, {@code rotated} and {@code angle()} use {@link Math}'s
 * trigonometry, which Java lets differ by an ulp from one platform to another; those queries have
 * families of their own. The inputs use {@link StrictMath} only.
 */
class AnswerDigestTest {
    private static final String RECORDED = "answer-digests.properties";

    /** Every family, under the name its digest is recorded by; in the order they are printed. */
    static Map<String, Consumer<Digest>> families() {
        Map<String, Consumer<Digest>> f = new LinkedHashMap<>();
        f.put("Obb2d.of", Families2d::of);
        f.put("Obb2d.fromAxes", Families2d::fromAxes);
        f.put("Obb2d.fromAabb", Families2d::fromAabb);
        f.put("Obb2d.fromTransform", Families2d::fromTransform);
        f.put("Obb2d.fromCovariance", Families2d::fromCovariance);
        f.put("Obb2d.values", Families2d::values);
        f.put("Obb2d.corners", Families2d::corners);
        f.put("Obb2d.aabb", Families2d::aabbOfBox);
        f.put("Obb2d.contains", Families2d::contains);
        f.put("Obb2d.translated", Families2d::translated);
        f.put("Obb2d.rotated", Families2d::rotated);
        f.put("Sat2d.intersects", Families2d::satIntersects);
        f.put("Sat2d.mtv", Families2d::satMtv);
        f.put("Sat2d.boundaryBand", Families2d::satBoundaryBand);
        f.put("Aabb2d", Families2d::aabb2d);
        f.put("Mtv2d.of", Families2d::mtvOf);

        f.put("Obb3d.of", Families3d::of);
        f.put("Obb3d.fromAxes", Families3d::fromAxes);
        f.put("Obb3d.fromAabb", Families3d::fromAabb);
        f.put("Obb3d.fromTransform", Families3d::fromTransform);
        f.put("Obb3d.fromCovariance", Families3d::fromCovariance);
        f.put("Obb3d.values", Families3d::values);
        f.put("Obb3d.corners", Families3d::corners);
        f.put("Obb3d.aabb", Families3d::aabbOfBox);
        f.put("Obb3d.contains", Families3d::contains);
        f.put("Obb3d.closestPoint", Families3d::closestPoint);
        f.put("Obb3d.distanceSquared", Families3d::distanceSquared);
        f.put("Obb3d.translated", Families3d::translated);
        f.put("Sat3d.intersects", Families3d::satIntersects);
        f.put("Sat3d.mtv", Families3d::satMtv);
        f.put("Sat3d.boundaryBand", Families3d::satBoundaryBand);
        f.put("Sat3dBatch.intersectsEach", Families3d::satIntersectsEach);
        f.put("Sat3dBatch.intersecting", Families3d::satIntersecting);
        f.put("Aabb3d", Families3d::aabb3d);
        f.put("AabbTransform.transform.value", Families3d::transformValue);
        f.put("AabbTransform.transform.array", Families3d::transformArray);
        f.put("Obb3dBatch", Families3d::batch);
        f.put("Obb3dBatch.reads", Families3d::batchReads);
        f.put("Mtv3d.of", Families3d::mtvOf);

        f.put("Ray2d", FamiliesRay::ray2d);
        f.put("Ray3d", FamiliesRay::ray3d);
        f.put("SlabRaycast.intersect.Obb3d", FamiliesRay::slabIntersectObb3d);
        f.put("SlabRaycast.firstHit.Obb3d", FamiliesRay::slabFirstHitObb3d);
        f.put("SlabRaycast.intersects.Obb3d", FamiliesRay::slabIntersectsObb3d);
        f.put("SlabRaycast.boundaryBand.Obb3d", FamiliesRay::slabBandObb3d);
        f.put("SlabRaycast.intersect.Aabb3d", FamiliesRay::slabIntersectAabb3d);
        f.put("SlabRaycast.firstHit.Aabb3d", FamiliesRay::slabFirstHitAabb3d);
        f.put("SlabRaycast.intersects.Aabb3d", FamiliesRay::slabIntersectsAabb3d);
        f.put("SlabRaycast.boundaryBand.Aabb3d", FamiliesRay::slabBandAabb3d);
        f.put("SlabRaycast.intersect.Obb2d", FamiliesRay::slabIntersectObb2d);
        f.put("SlabRaycast.firstHit.Obb2d", FamiliesRay::slabFirstHitObb2d);
        f.put("SlabRaycast.intersects.Obb2d", FamiliesRay::slabIntersectsObb2d);
        f.put("SlabRaycast.boundaryBand.Obb2d", FamiliesRay::slabBandObb2d);
        f.put("SlabRaycast.intersect.Aabb2d", FamiliesRay::slabIntersectAabb2d);
        f.put("SlabRaycast.firstHit.Aabb2d", FamiliesRay::slabFirstHitAabb2d);
        f.put("SlabRaycast.intersects.Aabb2d", FamiliesRay::slabIntersectsAabb2d);
        f.put("SlabRaycast.boundaryBand.Aabb2d", FamiliesRay::slabBandAabb2d);
        f.put("RayCaster3d.Obb3d", FamiliesRay::casterObb3d);
        f.put("RayCaster3d.Aabb3d", FamiliesRay::casterAabb3d);
        f.put("RayCaster3d.intersectsEach", FamiliesRay::casterIntersectsEach);
        f.put("RayCaster3d.intersecting", FamiliesRay::casterIntersecting);
        f.put("Unprojector.ray", FamiliesRay::pickingRay);
        f.put("Unprojector.rayFromNdc", FamiliesRay::pickingRayFromNdc);
        f.put("ScanPicker3d.pickNearest", FamiliesRay::pickNearest);
        f.put("Bvh3d.build", FamiliesRay::bvhBuild);
        f.put("Bvh3d.pickNearest", FamiliesRay::bvhPickNearest);
        f.put("Bvh3d.refit", FamiliesRay::bvhRefit);
        f.put("RayHit.Pick.BoxFace", FamiliesRay::values);
        return f;
    }

    @Test
    void everyFamily_answersAsRecorded() throws IOException {
        Properties recorded = new Properties();
        try (InputStream in = AnswerDigestTest.class.getResourceAsStream(RECORDED)) {
            if (in != null) {
                recorded.load(in);
            }
        }
        StringBuilder print = new StringBuilder()
                .append("# The answers of the public queries of core2d, core3d and raycast: one SHA-256 per family\n")
                .append("# of queries, computed by AnswerDigestTest; both paths of the batch queries must give them.\n")
                .append("# Printed on the ").append(path()).append(" path.\n");
        List<String> changed = new ArrayList<>();
        long start = System.nanoTime();
        for (Map.Entry<String, Consumer<Digest>> family : families().entrySet()) {
            String name = family.getKey();
            Digest d = new Digest();
            family.getValue().accept(d);
            String now = d.hex();
            print.append("# ").append(d.inputs()).append(" inputs\n").append(name).append('=').append(now).append('\n');
            String was = recorded.getProperty(name);
            if (!now.equals(was)) {
                changed.add("  " + name + "=" + now + "    (recorded: " + was + ")");
            }
        }
        for (String name : recorded.stringPropertyNames()) {
            if (!families().containsKey(name)) {
                changed.add("  " + name + " is recorded but no longer computed");
            }
        }
        if (Boolean.getBoolean("obbkit.digest.print")) {
            System.out.print(print);
            System.out.println("# (all families in " + (System.nanoTime() - start) / 1_000_000 + " ms)");
        }
        if (!changed.isEmpty()) {
            fail("The answers of " + changed.size() + " famil" + (changed.size() == 1 ? "y" : "ies")
                    + " changed on the " + path() + " path; a refactor must keep every answer bit for bit:\n"
                    + String.join("\n", changed)
                    + "\nRecord again (-Dobbkit.digest.print=true) only for a change of answers that is meant.");
        }
    }

    @Test
    void batchQueries_ranOnThePathThisJvmOffers() {
        boolean module = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        boolean usable = module && !"false".equalsIgnoreCase(System.getProperty("obbkit.vector"));
        assertThat(Sat3dBatch.isVectorized()).as("Sat3dBatch.isVectorized() with the vector module %s",
                module ? "present" : "absent").isEqualTo(usable);
        // The build says which path each of its two runs is for; a run without the setting
        // (an IDE) takes whichever path its JVM has.
        String expected = System.getProperty("obbkit.digest.path");
        if (expected != null) {
            assertThat(path()).as("the path this run of the build is for").isEqualTo(expected);
        }
    }

    private static String path() {
        return Sat3dBatch.isVectorized() ? "vector" : "scalar";
    }
}

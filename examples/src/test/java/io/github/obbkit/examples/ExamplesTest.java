package io.github.obbkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Each example prints what geometry worked out by hand says it should. */
class ExamplesTest {

    static String run(Consumer<String[]> main) {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            main.accept(new String[0]);
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void overlap3d_pushesTheTurnedCrateOutAlongX() {
        // The turned crate reaches sqrt(2) towards the first along x: overlap 1 + sqrt(2) - 2.2.
        String out = run(Overlap3dExample::main);
        assertThat(out).contains("intersects: true");
        assertThat(out).contains(String.format("push by %.4f along (1.000, 0.000, 0.000) on A_X",
                1 + Math.sqrt(2) - 2.2));
    }

    @Test
    void exact_tellsTouchingFromANanometreApart_whereTheDefaultBandIsWider() {
        // The column's top (-5.25 + 5) meets the beam's underside (-0.25) exactly; moved down by 1e-9
        // it is apart, by far less than the default test's band of a millionth of about 50 m.
        String out = run(ExactExample::main);
        assertThat(out).contains("touching: true").contains("1 nm apart: false").contains("end on the column: true");
        double band = Double.parseDouble(out.lines().filter(l -> l.startsWith("band: ")).findFirst().orElseThrow()
                .substring("band: ".length()));
        assertThat(band).isGreaterThan(1e-5);
    }

    @Test
    void broadPhase_findsTheTwoCratesTheTurnedCratePokesInto() {
        // The turned crate reaches sqrt(2) along x from 4.5: [3.09, 5.91], into crate 1 ([2, 4]) and
        // crate 2 ([5, 7]) and no other; its corners at z = 0 lie inside both.
        String out = run(BroadPhaseExample::main);
        assertThat(out).contains("overlaps crates [1, 2]");
    }

    @Test
    void broadPhase_runsOnTheScalarPath_whenTheVectorModuleIsAbsent() {
        // This module's tests run without --add-modules jdk.incubator.vector, as most programs do:
        // the batch API must then neither touch the vector classes nor claim to use them.
        assertThat(ModuleLayer.boot().findModule("jdk.incubator.vector")).as("the test JVM's set-up").isEmpty();
        assertThat(io.github.obbkit.core3d.Sat3dBatch.isVectorized()).isFalse();
        assertThat(run(BroadPhaseExample::main)).contains("(scalar path)");
    }

    @Test
    void meshBounds_giveTheAbsMatrixAabbAndTheTightBox() {
        // Local box half-extents (0.5, 1, 0.25) scaled by (2, 1, 2): (1, 1, 0.5), centre (0, 1, 0) -> (10, 1, -4).
        // Turned 30 degrees about y: world half-widths x = cos30 + 0.5 sin30, z = sin30 + 0.5 cos30.
        double ex = Math.cos(Math.toRadians(30)) + 0.5 * Math.sin(Math.toRadians(30));
        double ez = Math.sin(Math.toRadians(30)) + 0.5 * Math.cos(Math.toRadians(30));
        String out = run(MeshBoundsExample::main);
        assertThat(out).contains("OBB half-extents (1.000, 1.000, 0.500)");
        assertThat(out).contains(String.format("AABB volume / OBB volume = %.3f", (2 * ex * 2 * 2 * ez) / (8 * 0.5)));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("world AABB: Aabb3d\\.of\\(([^)]*)\\)").matcher(out);
        assertThat(m.find()).isTrue();
        double[] bounds = java.util.Arrays.stream(m.group(1).split(", ")).mapToDouble(Double::parseDouble).toArray();
        assertThat(bounds).containsExactly(new double[] {10 - ex, 0, -4 - ez, 10 + ex, 2, -4 + ez},
                org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void pointFit_findsTheTurnedRectangleAndBlockExactly() {
        // The rectangle's own corners are on its hull, so the minimum is the 4 x 2 rectangle; a box's
        // corners give DiTO-26 the box's own edges as candidates.
        String out = run(PointFitExample::main);
        assertThat(out).contains("2D: half-extents (2.000, 1.000), area 8.000");
        assertThat(out).contains("3D: DiTO-26 half-extents (3.000, 2.000, 1.000), refined volume 48.000");
    }

    @Test
    void gaussians_giveKSigmaBoxesAlongTheEigenvectors() {
        // 2D: eigenvalues 9 and 1, major axis at 30 degrees; 3 sigma: half-extents 9 and 3.
        // 3D: diagonal (4, 1, 0.25): world axes, 3 sigma: (6, 3, 1.5).
        String out = run(GaussianExample::main);
        assertThat(out).contains("2D: angle 30.0 deg, half-extents (9.000, 3.000)");
        assertThat(out).contains("3D: half-extents (6.000, 3.000, 1.500)");
    }

    @Test
    void picking_findsTheFrontBoxUnderTheCentreOfTheWindow() {
        // The camera at z = 10 looks down -z through the window's centre: the first box is cube 0,
        // turned 0.4 rad about y. Its front faces are the +x and +z faces; along the z axis the ray
        // meets the +z face at z = 1 / cos(0.4) (the turned face's plane through the axis).
        String out = run(PickingExample::main);
        // The pick ray starts on the near plane (z = 9.9), so distances count from there.
        assertThat(out).contains(String.format("box 0 at distance %.3f, face POS_Z", 9.9 - 1 / Math.cos(0.4)));
        // The pixel whose centre is the window's centre, (400.5, 300.5), sees cube 0 too.
        assertThat(out).containsPattern("\\d+ of 480000 pixels show a box; the centre shows box 0");
    }

    @Test
    void meshPicking_findsTheFrontFaceOfTheTurnedCube() {
        // The ray down the z axis meets the turned cube's +z face (its plane through the axis at
        // z = 1 / cos 0.4) at local (-tan 0.4, 0, 1): in triangle 1 (corners (-1,-1), (1,1), (-1,1) of
        // that face), with weights w = 1/2 (y = 0) and u - v = 1/2 - tan 0.4.
        String out = run(MeshPickingExample::main);
        double tan = Math.tan(0.4);
        assertThat(out).contains(String.format("object 0, triangle 1, at distance %.3f, weights (%.3f, %.3f, %.3f)",
                10 - 1 / Math.cos(0.4), 0.5, 0.5 - tan / 2, tan / 2));
    }

    @Test
    void frustumSelection_cullsBehindTheCamera_andTheMarqueeTakesTheMiddleBoxes() {
        // Box 3 is behind the camera; box 4, a diamond 0.14 beyond the view's top-right corner, is
        // beyond neither the right nor the top plane alone, so culling keeps it and the exact test
        // does not. The marquee covers box 0 whole and the left part of box 1.
        String out = run(FrustumSelectionExample::main);
        assertThat(out).contains("visible (culling): [0, 1, 2, 4]")
                .contains("box 4 touches the view: false")
                .contains("marquee touching: [0, 1]")
                .contains("marquee wholly inside: [0]");
    }

    @Test
    void sweep_catchesTheBulletInTheWall_thatTheStaticTestMisses_andTheCastFindsTheCrate() {
        // The bullet's front face at -2.9 meets the wall's at -0.05 after 2.85 of 6 m: t = 0.475. The
        // player's x range [5.7, 6.7] lies in crate 2's [5, 7] only; its front face at z = -2.5 meets
        // the crate's back at 4 after 6.5 of 10: t = 0.65.
        String out = run(SweepExample::main);
        assertThat(out).contains("static test at the frame's end: false");
        assertThat(out).contains("first contact at t = 0.4750 across (-1, 0, 0) on A_X");
        assertThat(out).contains("the player runs into crate 2 at t = 0.65");
    }

    @Test
    void refit_rebuildsOnlyWhenTheQualitySaysSo() {
        String out = run(RefitExample::main);
        assertThat(out).containsPattern("60 frames, [1-9]\\d* rebuilds; degradation now 1\\.[0-5]\\d");
    }
}

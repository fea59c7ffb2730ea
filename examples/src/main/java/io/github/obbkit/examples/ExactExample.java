package io.github.obbkit.examples;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import org.joml.Quaterniond;

/**
 * Exact answers with no band: a 100 m beam and a column that touches its end, then is moved a
 * nanometre away, told apart where the default test's band (a millionth of the pair's size) would
 * allow either answer.
 */
public final class ExactExample {
    private ExactExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::exact[]
        Obb3d beam = Obb3d.of(0, 0, 0, new Quaterniond().rotationZ(0.3), 50, 0.25, 0.25); // 100 m, turned
        double endX = 50 * Math.cos(0.3);                                    // the beam's end,
        double endY = 50 * Math.sin(0.3);                                    // rounded to doubles
        Obb3d column = Obb3d.of(endX, endY, -5.25, new Quaterniond(), 0.5, 0.5, 5); // under the end
        Obb3d apart = column.translated(0, 0, -1e-9);                        // a nanometre lower

        System.out.println("band: " + Sat3d.boundaryBand(beam, column));     // where intersects may err
        System.out.println("touching: " + Sat3d.intersectsExact(beam, column));
        System.out.println("1 nm apart: " + Sat3d.intersectsExact(beam, apart));
        System.out.println("end on the column: " + Sat3d.containsExact(column, endX, endY, -0.25));
        // end::exact[]
    }
}

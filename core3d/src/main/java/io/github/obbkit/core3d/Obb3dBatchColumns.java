package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.BatchColumnReader;
import io.github.obbkit.core3d.internal.BatchGather;

/**
 * {@link Obb3dBatch}'s arrays for {@link BatchColumnReader} and its column-wise copy for
 * {@link BatchGather}: what the batch installs.
 */
final class Obb3dBatchColumns implements BatchColumnReader.Source, BatchGather.Source {
    /** Installs one of these as the reader and the copier; called once, by the batch's class initialisation. */
    static void install() {
        Obb3dBatchColumns c = new Obb3dBatchColumns();
        BatchColumnReader.install(c);
        BatchGather.install(c);
    }

    @Override
    public void gather(Obb3dBatch s, int[] order, int count, Obb3dBatch d) {
        while (d.cx.length < count) {
            d.grow();
        }
        gather(s.cx, order, count, d.cx);
        gather(s.cy, order, count, d.cy);
        gather(s.cz, order, count, d.cz);
        gather(s.ux, order, count, d.ux);
        gather(s.uy, order, count, d.uy);
        gather(s.uz, order, count, d.uz);
        gather(s.vx, order, count, d.vx);
        gather(s.vy, order, count, d.vy);
        gather(s.vz, order, count, d.vz);
        gather(s.wx, order, count, d.wx);
        gather(s.wy, order, count, d.wy);
        gather(s.wz, order, count, d.wz);
        gather(s.hx, order, count, d.hx);
        gather(s.hy, order, count, d.hy);
        gather(s.hz, order, count, d.hz);
        d.size = count;
        Obb3dBatchFloats f = d.floats;
        for (int k = 0; f != null && k < count; k++) {
            f.write(d, k);
        }
    }

    private static void gather(double[] from, int[] order, int count, double[] to) {
        for (int k = 0; k < count; k++) {
            to[k] = from[order[k]];
        }
    }

    @Override
    public float[][] floatColumns(Obb3dBatch b) {
        return b.floats().all;
    }

    @Override
    public double[] column(Obb3dBatch b, BatchColumnReader.Column column) {
        switch (column) {
            case CENTER_X: return b.cx;
            case CENTER_Y: return b.cy;
            case CENTER_Z: return b.cz;
            case AXIS_XX: return b.ux;
            case AXIS_XY: return b.uy;
            case AXIS_XZ: return b.uz;
            case AXIS_YX: return b.vx;
            case AXIS_YY: return b.vy;
            case AXIS_YZ: return b.vz;
            case AXIS_ZX: return b.wx;
            case AXIS_ZY: return b.wy;
            case AXIS_ZZ: return b.wz;
            case HALF_X: return b.hx;
            case HALF_Y: return b.hy;
            default: return b.hz;
        }
    }
}

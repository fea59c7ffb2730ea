package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.BatchColumnReader;

/** {@link Obb3dBatch}'s arrays for {@link BatchColumnReader}: the reader the batch installs. */
final class Obb3dBatchColumns implements BatchColumnReader.Source {
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

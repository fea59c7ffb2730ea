package io.github.obbkit.testkit.oracle;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exact feasibility of a small system of linear equations and inequalities over the rationals, by
 * Gaussian elimination of the equations followed by Fourier-Motzkin elimination of the remaining
 * variables (Dantzig and Eaves, "Fourier-Motzkin elimination and its dual", 1973). Every coefficient
 * is an integer ({@link BigInteger}): doubles enter through {@link #integer(double)}, their exact
 * binary value times {@code 2^1074}, so no rounding happens anywhere and huge and tiny magnitudes are
 * as exact as ordinary ones. Rows are divided by the gcd of their entries and duplicates dropped,
 * which keeps the elimination small for the few variables the oracles use (at most six).
 */
final class LinearFeasibility {
    /** {@code 2^1074}: every finite double times this is an integer. */
    private static final BigDecimal SCALE = new BigDecimal(BigInteger.ONE.shiftLeft(1074));

    private final int n;
    private final List<BigInteger[]> equations = new ArrayList<>();
    private final List<BigInteger[]> inequalities = new ArrayList<>();

    /** A system in {@code n} variables; rows are {@code n} coefficients and a right-hand side. */
    LinearFeasibility(int n) {
        this.n = n;
    }

    /** The exact binary value of a finite double times {@code 2^1074}, an integer. */
    static BigInteger integer(double x) {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException("value must be finite, was " + x);
        }
        return new BigDecimal(x).multiply(SCALE).toBigIntegerExact();
    }

    /** Adds {@code sum_k c_k x_k = rhs}. */
    void equation(BigInteger[] c, BigInteger rhs) {
        equations.add(row(c, rhs));
    }

    /** Adds {@code sum_k c_k x_k <= rhs}. */
    void atMost(BigInteger[] c, BigInteger rhs) {
        inequalities.add(row(c, rhs));
    }

    /** Adds {@code -1 <= x_k <= 1}. */
    void unitBound(int k) {
        BigInteger[] c = new BigInteger[n];
        Arrays.fill(c, BigInteger.ZERO);
        c[k] = BigInteger.ONE;
        atMost(c, BigInteger.ONE);
        c[k] = BigInteger.ONE.negate();
        atMost(c, BigInteger.ONE);
    }

    private BigInteger[] row(BigInteger[] c, BigInteger rhs) {
        if (c.length != n) {
            throw new IllegalArgumentException("row must have " + n + " coefficients, had " + c.length);
        }
        BigInteger[] r = Arrays.copyOf(c, n + 1);
        r[n] = rhs;
        return r;
    }

    /** Whether some rational point satisfies every row. */
    boolean feasible() {
        List<BigInteger[]> eqs = new ArrayList<>(equations);
        List<BigInteger[]> ineqs = new ArrayList<>(inequalities);
        while (!eqs.isEmpty()) {
            BigInteger[] e = eqs.remove(eqs.size() - 1);
            int v = 0;
            while (v < n && e[v].signum() == 0) {
                v++;
            }
            if (v == n) {
                if (e[n].signum() != 0) {
                    return false;
                }
                continue;
            }
            if (e[v].signum() < 0) {
                e = scale(e, BigInteger.ONE.negate());
            }
            for (int i = 0; i < eqs.size(); i++) {
                eqs.set(i, eliminate(eqs.get(i), e, v));
            }
            for (int i = 0; i < ineqs.size(); i++) {
                ineqs.set(i, eliminate(ineqs.get(i), e, v));
            }
        }
        for (int v = 0; v < n; v++) {
            List<BigInteger[]> pos = new ArrayList<>();
            List<BigInteger[]> neg = new ArrayList<>();
            Map<List<BigInteger>, BigInteger[]> next = new HashMap<>();
            for (BigInteger[] r : ineqs) {
                int s = r[v].signum();
                if (s > 0) {
                    pos.add(r);
                } else if (s < 0) {
                    neg.add(r);
                } else if (!keep(next, r)) {
                    return false;
                }
            }
            for (BigInteger[] p : pos) {
                for (BigInteger[] q : neg) {
                    // (-q_v) p + p_v q: x_v cancels, both multipliers positive, so the direction holds.
                    BigInteger[] r = new BigInteger[n + 1];
                    BigInteger mp = q[v].negate();
                    BigInteger mq = p[v];
                    for (int k = 0; k <= n; k++) {
                        r[k] = mp.multiply(p[k]).add(mq.multiply(q[k]));
                    }
                    if (!keep(next, normalised(r))) {
                        return false;
                    }
                }
            }
            ineqs = new ArrayList<>(next.values());
        }
        return true;
    }

    /** Row minus a multiple of the pivot row {@code e}, with {@code e[v] > 0}: x_v cancels. */
    private BigInteger[] eliminate(BigInteger[] r, BigInteger[] e, int v) {
        if (r[v].signum() == 0) {
            return r;
        }
        BigInteger[] out = new BigInteger[n + 1];
        for (int k = 0; k <= n; k++) {
            out[k] = e[v].multiply(r[k]).subtract(r[v].multiply(e[k]));
        }
        return normalised(out);
    }

    /**
     * Adds an inequality to the next round, keeping the tightest of rows with equal coefficients;
     * false when it is a row with no variables left and a negative right-hand side ({@code 0 <= rhs}
     * fails), which makes the system infeasible.
     */
    private boolean keep(Map<List<BigInteger>, BigInteger[]> next, BigInteger[] r) {
        boolean constant = true;
        for (int k = 0; k < n; k++) {
            constant &= r[k].signum() == 0;
        }
        if (constant) {
            return r[n].signum() >= 0;
        }
        List<BigInteger> key = Arrays.asList(r).subList(0, n);
        BigInteger[] old = next.get(key);
        if (old == null || r[n].compareTo(old[n]) < 0) {
            next.put(key, r);
        }
        return true;
    }

    private static BigInteger[] normalised(BigInteger[] r) {
        BigInteger g = BigInteger.ZERO;
        for (BigInteger x : r) {
            g = g.gcd(x);
        }
        return g.signum() == 0 || g.equals(BigInteger.ONE) ? r : scaleDown(r, g);
    }

    private static BigInteger[] scaleDown(BigInteger[] r, BigInteger g) {
        BigInteger[] out = new BigInteger[r.length];
        for (int k = 0; k < r.length; k++) {
            out[k] = r[k].divide(g);
        }
        return out;
    }

    private static BigInteger[] scale(BigInteger[] r, BigInteger f) {
        BigInteger[] out = new BigInteger[r.length];
        for (int k = 0; k < r.length; k++) {
            out[k] = r[k].multiply(f);
        }
        return out;
    }
}

// Peaks from decoded PCM (Float32 samples of one channel), fed in chunks of any size so media
// of any length never needs to sit in linear memory at once.
//
// Peak j covers the samples [ceil(j * spp), ceil((j + 1) * spp)) with spp = samples per peak
// (sampleRate / peaksPerSecond, fractional allowed). A chunk holding a peak's first sample sets
// it; later chunks only widen it, so chunks must arrive in order.

/** Bucket boundary: the first sample of peak j. */
@inline
function bucketStart(j: f64, spp: f64): f64 {
  return Math.ceil(j * spp);
}

/**
 * max and min of samples [from, to) in a Float32 array: f32x4 in the middle, scalar at the ends.
 * pmax/pmin (`a < b ? b : a`) lower to one maxps/minps each, where f32x4.max/min need extra
 * NaN and ±0 fix-ups (about 4x the instructions); samples carry no NaN, and which zero wins a
 * tie does not matter because the caller stores -0 as +0.
 */
@inline
function extremes(ptr: usize, from: i32, to: i32): v128 {
  let high = load<f32>(ptr + (<usize>from << 2));
  let low = high;
  let i = from + 1;
  if (to - i >= 16) {
    let vHigh = f32x4.splat(high);
    let vLow = vHigh;
    for (; i + 4 <= to; i += 4) {
      const v = v128.load(ptr + (<usize>i << 2));
      vHigh = f32x4.pmax(vHigh, v);
      vLow = f32x4.pmin(vLow, v);
    }
    vHigh = f32x4.pmax(vHigh, i32x4.shuffle(vHigh, vHigh, 2, 3, 0, 1));
    vLow = f32x4.pmin(vLow, i32x4.shuffle(vLow, vLow, 2, 3, 0, 1));
    high = max(f32x4.extract_lane(vHigh, 0), f32x4.extract_lane(vHigh, 1));
    low = min(f32x4.extract_lane(vLow, 0), f32x4.extract_lane(vLow, 1));
  }
  for (; i < to; i++) {
    const v = load<f32>(ptr + (<usize>i << 2));
    high = max(high, v);
    low = min(low, v);
  }
  return f32x4(high, low, 0, 0);
}

/**
 * Folds samples [0, length) of the chunk at `pcmPtr`, whose first sample is sample number
 * `firstSample` of the stream, into peaks [.., peakCount) at maxPtr/minPtr. O(length).
 */
export function peaksFromPcm(
  pcmPtr: usize,
  length: i32,
  firstSample: f64,
  samplesPerPeak: f64,
  maxPtr: usize,
  minPtr: usize,
  peakCount: i32,
): void {
  // Fewer than one sample per peak would leave buckets empty: the caller picks a lower rate.
  if (length <= 0 || !(samplesPerPeak >= 1)) return;
  // floor(first / spp) can be one off when spp is fractional; fix it against the boundaries.
  let j = Math.floor(firstSample / samplesPerPeak);
  while (bucketStart(j + 1, samplesPerPeak) <= firstSample) j++;
  while (j > 0 && bucketStart(j, samplesPerPeak) > firstSample) j--;
  let from = 0;
  while (from < length && j < <f64>peakCount) {
    const opens = bucketStart(j, samplesPerPeak) >= firstSample + <f64>from;
    const to = <i32>min(bucketStart(j + 1, samplesPerPeak) - firstSample, <f64>length);
    const found = extremes(pcmPtr, from, to);
    let high = f32x4.extract_lane(found, 0);
    let low = f32x4.extract_lane(found, 1);
    const at = <usize>(<i32>j) << 2;
    if (!opens) {
      high = max(high, load<f32>(maxPtr + at));
      low = min(low, load<f32>(minPtr + at));
    }
    // + 0 turns -0 into +0 (and leaves every other value alone): a zero peak has one sign
    // whichever lane order found it.
    store<f32>(maxPtr + at, high + 0);
    store<f32>(minPtr + at, low + 0);
    from = to;
    j++;
  }
}

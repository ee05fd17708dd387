import type { ScreenCluster, ScreenPin } from '@screenspot/contracts/screen';

type Pixel = { x: number; y: number };

/**
 * The server clusters on a grid, so two neighbouring squares' clusters (or a cluster and a lone
 * pin) can fall a few pixels apart and cover each other. Points closer than `radius` pixels are
 * drawn as one cluster: the largest first, each taking the points around it, with their count,
 * average place (weighted by count) and joined box.
 */
export function mergeCrowded(
  answer: { pins: ScreenPin[]; clusters: ScreenCluster[] },
  project: (latitude: number, longitude: number) => Pixel,
  radius: number,
): { pins: ScreenPin[]; clusters: ScreenCluster[] } {
  const points = [
    ...answer.clusters.map((cluster) => ({ cluster, pin: null as ScreenPin | null })),
    ...answer.pins.map((pin) => ({
      pin,
      cluster: {
        latitude: pin.latitude,
        longitude: pin.longitude,
        count: 1,
        west: pin.longitude,
        south: pin.latitude,
        east: pin.longitude,
        north: pin.latitude,
      } satisfies ScreenCluster,
    })),
  ]
    .map((point) => ({ ...point, at: project(point.cluster.latitude, point.cluster.longitude) }))
    .sort((a, b) => b.cluster.count - a.cluster.count);

  const groups: { at: Pixel; members: typeof points }[] = [];
  for (const point of points) {
    const near = groups.find(
      (group) => Math.hypot(group.at.x - point.at.x, group.at.y - point.at.y) < radius,
    );
    if (near) near.members.push(point);
    else groups.push({ at: point.at, members: [point] });
  }

  const pins: ScreenPin[] = [];
  const clusters: ScreenCluster[] = [];
  for (const { members } of groups) {
    if (members.length === 1 && members[0]!.pin) {
      pins.push(members[0]!.pin);
      continue;
    }
    if (members.length === 1) {
      clusters.push(members[0]!.cluster);
      continue;
    }
    const count = members.reduce((sum, m) => sum + m.cluster.count, 0);
    const mean = (value: (c: ScreenCluster) => number) =>
      members.reduce((sum, m) => sum + value(m.cluster) * m.cluster.count, 0) / count;
    clusters.push({
      count,
      latitude: mean((c) => c.latitude),
      longitude: mean((c) => c.longitude),
      west: Math.min(...members.map((m) => m.cluster.west)),
      south: Math.min(...members.map((m) => m.cluster.south)),
      east: Math.max(...members.map((m) => m.cluster.east)),
      north: Math.max(...members.map((m) => m.cluster.north)),
    });
  }
  return { pins, clusters };
}

/** @jest-environment node */
import { connectorColumns, connectorSegments } from '../card-connectors';

describe('card connectors', () => {
  it('uses 3 columns from 1024px, 2 from 768px, else 1', () => {
    expect(connectorColumns(1280)).toBe(3);
    expect(connectorColumns(1024)).toBe(3);
    expect(connectorColumns(1023)).toBe(2);
    expect(connectorColumns(768)).toBe(2);
    expect(connectorColumns(767)).toBe(1);
  });

  it('links neighbours along rows and down columns', () => {
    const centres = [0, 1, 2, 3, 4].map((index) => ({ x: index % 3, y: Math.floor(index / 3) }));
    const segments = connectorSegments(centres, 3).map(({ x1, y1, x2, y2 }) => `${x1},${y1}>${x2},${y2}`);
    expect(segments).toEqual(['0,0>1,0', '0,0>0,1', '1,0>2,0', '1,0>1,1', '0,1>1,1']);
    expect(connectorSegments(centres.slice(0, 3), 1)).toHaveLength(2);
  });
});

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type VisitsPoint = { label: string; visitors: number; views: number };

/**
 * Visitors and page views per day, drawn in the browser only (loaded by the analytics page after it
 * hydrates, so recharts never reaches a public page nor the server's HTML). A picture: screen readers
 * get the table that carries the same figures.
 */
export default function VisitsChart({
  points,
  names,
}: {
  points: VisitsPoint[];
  names: { visitors: string; views: string };
}) {
  return (
    <ResponsiveContainer width="100%" height={288}>
      <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#d7e7f2" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: "#4a5b6b", fontSize: 14 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fill: "#4a5b6b", fontSize: 14 }} width={48} />
        <Tooltip />
        <Legend />
        <Line type="linear" dataKey="views" name={names.views} stroke="#175a84" strokeWidth={2} dot={false} />
        <Line type="linear" dataKey="visitors" name={names.visitors} stroke="#a8520f" strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

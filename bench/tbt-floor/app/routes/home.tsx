/** Nothing but what React and React Router themselves cost a page: one heading and one paragraph, hydrated. */
export default function Home() {
  return (
    <main>
      <h1>Une page sans rien dessus</h1>
      <p>React et React Router hydratent ce paragraphe, et rien d’autre.</p>
    </main>
  );
}

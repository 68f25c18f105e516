// The athlete's own words, when they wrote some.
export function AboutSection({ bio }: { bio: string | null }) {
  if (!bio?.trim()) return null;
  return (
    <section className="side-card" aria-labelledby="about-title">
      <h2 id="about-title">About</h2>
      <p className="about__bio">{bio}</p>
    </section>
  );
}

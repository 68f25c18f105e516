// Three steps from sign-up to being found.
const STEPS = [
  {
    title: 'Create your account',
    text: 'Tell us whether you are an athlete or a coach. It takes two minutes.',
  },
  {
    title: 'Show what you can do',
    text: 'Add your sports, record test results and upload highlights. Coaches build their profile and groups.',
  },
  {
    title: 'Get matched',
    text: 'Athletes are ranked and found by the coaches looking for them; coaches find the talent their roster needs.',
  },
];

export function HowItWorks() {
  return (
    <section className="steps" aria-labelledby="steps-title">
      <div className="container">
        <span className="eyebrow">How it works</span>
        <h2 id="steps-title">From sign-up to spotted in three steps</h2>
        <ol className="steps__list">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className={`steps__number steps__number--${index + 1}`} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * Sample blog content seeded into an empty database.
 *
 * The stories are fictional founder journeys: every founder, partner and company
 * named here is invented. Images live in services/api/assets/sample/ and are
 * served under /api/media/sample/.
 */

export interface SamplePost {
  title: string;
  phase: 'FACE' | 'ADAPT' | 'BUILD' | 'THRIVE';
  featured: boolean;
  vision: string;
  reality: string;
  outcome: string;
  content: string;
  image: string;
  beforeImage: string | null;
  afterImage: string | null;
  quote: string | null;
  partnerName: string | null;
  partnerRole: string | null;
  partnerContribution: string | null;
  partnershipOutcome: string | null;
}

export const SAMPLE_POSTS: readonly SamplePost[] = [
  {
    title: 'Facing the Runway: When the Numbers Stopped Lying',
    phase: 'FACE',
    featured: true,
    vision:
      'Maya believed Ledgerleaf had fourteen months of cash left and that one more sales hire would carry the company to its next round.',
    reality:
      'Annual prepayments had been counted as monthly revenue, and the real runway was closer to five months. The sales hire would have cut it to three.',
    outcome: 'Runway extended 9 months',
    content: `<h2>The spreadsheet I trusted</h2>
<p>For most of our second year, I believed Ledgerleaf had fourteen months of runway. We build bookkeeping software for small veterinary clinics, and a handful of them had paid for a full year up front. I was proud of that. I was also, without noticing, counting that cash as if it would arrive again every month.</p>
<p>The model looked healthy because I had built it on a good week and never rebuilt it on a bad one. I checked the bank balance often. I checked my assumptions almost never.</p>
<h2>The question I had been avoiding</h2>
<p>The turning point was a Sunday evening session with my strategy partner. I asked for help writing a job description for our first account executive. Instead of starting on the job description, it asked me to walk through our <a href="https://en.wikipedia.org/wiki/Burn_rate">burn rate</a> line by line and to separate cash we had already collected from cash we expected.</p>
<p>It took forty minutes. When we finished, fourteen months had become five.</p>
<blockquote>I had not been lying to anyone on purpose. I had just stopped asking the numbers questions I didn’t want answered.</blockquote>
<h2>What we changed in the next thirty days</h2>
<p>I shared the real figure with my co-founder and our three employees the next morning. That conversation was harder than any pitch I have given, and it was also the moment the team started trusting the plan again. Then we worked through a short list:</p>
<ol>
<li><strong>Paused the sales hire</strong> and moved the budget into onboarding, where we were losing clinics in their first month.</li>
<li><strong>Offered annual plans with a modest discount</strong> to our twenty most engaged monthly customers. Nine of them switched.</li>
<li><strong>Renegotiated our hosting contract</strong> after noticing we were paying for capacity we had never used.</li>
<li><strong>Moved to a weekly cash review</strong> with a simple rule: collected cash only, nothing promised.</li>
</ol>
<h2>Where we are now</h2>
<p>Six months later our runway is fourteen months again, and this time it is real. The extra nine came from ordinary decisions made early rather than one heroic decision made late.</p>
<p>The lesson I keep returning to is not about spreadsheets. Facing reality is less a single brave moment than a habit of asking the uncomfortable question <em>before</em> you need the answer. I still do not enjoy our Monday cash review. I would not give it up for anything.</p>
<ul>
<li>Rebuild your model on a bad week, not a good one.</li>
<li>Separate collected cash from expected cash.</li>
<li>Tell your team the real number sooner than feels comfortable.</li>
</ul>`,
    image: '/api/media/sample/face-runway-cover.jpg',
    beforeImage: '/api/media/sample/face-runway-before.jpg',
    afterImage: '/api/media/sample/face-runway-after.jpg',
    quote: 'The hardest number to look at turned out to be the one that saved the company.',
    partnerName: 'Founders Never Solo Strategy Partner',
    partnerRole: 'AI strategic thinking partner',
    partnerContribution:
      'Asked Maya to rebuild the cash model line by line, separating collected cash from expected cash, before planning any new hire.',
    partnershipOutcome: 'A weekly cash review that turned a five-month runway into fourteen months within half a year.',
  },
  {
    title: 'Facing the Mirror: Admitting I Was the Bottleneck',
    phase: 'FACE',
    featured: false,
    vision: 'Jonah thought Pollenway was slowing down because the team needed more people and clearer instructions.',
    reality: 'Almost every stalled decision was waiting in his own inbox. The team was not slow; it was queued behind him.',
    outcome: 'Decisions made in days, not weeks',
    content: `<h2>A team that kept waiting</h2>
<p>Pollenway sells indoor herb kits by subscription. By our second winter we had seven people, a loyal customer base and a roadmap that never seemed to move. My explanation was simple: we needed another product manager, and everyone needed clearer briefs from me.</p>
<p>So I wrote longer briefs. Things got slower.</p>
<h2>Counting instead of guessing</h2>
<p>One Friday I did something I had avoided for months. I went through our project board and marked every task that was blocked, and who it was blocked on. It took an hour. The result was not ambiguous:</p>
<ul>
<li>Twenty-three tasks were blocked.</li>
<li>Nineteen of them were waiting for my approval.</li>
<li>The oldest had been waiting for five weeks.</li>
</ul>
<p>I had built a company where a packaging supplier, a customer refund and a blog headline all needed the same person to say yes. That person was me, and I was spending most of my days in investor meetings.</p>
<blockquote>I kept asking my team to move faster while I was the one standing in the doorway.</blockquote>
<h2>Giving decisions away, on purpose</h2>
<p>Letting go did not come naturally, so I made it mechanical. We sorted decisions into three groups and wrote them down:</p>
<ol>
<li><strong>Yours to make:</strong> anything under a set budget, reversible within a month, or inside your own area. Tell me afterwards if you like.</li>
<li><strong>Yours to make, with a heads-up:</strong> anything a customer will notice. Post it in our shared channel a day before.</li>
<li><strong>Ours to make together:</strong> hiring, pricing and anything that changes what Pollenway promises people.</li>
</ol>
<p>The first few weeks were uncomfortable. A new box insert went out with a design I would not have picked. Customers liked it more than the old one. That small moment did more to change my mind than any management book.</p>
<h2>What changed</h2>
<p>Within two months, the blocked list went from twenty-three tasks to four. Decisions that used to take three weeks now take two or three days. We did not hire the extra product manager, and we did not need to.</p>
<p>The uncomfortable truth is that I liked being needed. Facing that was harder than facing any metric. What replaced it is better: a team that trusts its own judgement, and a founder who finally has time to think about <em>next</em> year instead of next Tuesday.</p>
<p>If your company feels slow, try counting before you hire. The answer may be closer than you expect.</p>`,
    image: '/api/media/sample/face-mirror-cover.jpg',
    beforeImage: null,
    afterImage: null,
    quote: null,
    partnerName: null,
    partnerRole: null,
    partnerContribution: null,
    partnershipOutcome: null,
  },
  {
    title: 'Adapting the Pitch: Rewriting Our Story After Forty Rejections',
    phase: 'ADAPT',
    featured: false,
    vision:
      'Priya pitched Kettlebright as the operating system for every restaurant kitchen, sure that a big vision was what investors wanted to hear.',
    reality:
      'Forty meetings ended politely and went nowhere. Investors could not see where the company would start or why it would win there.',
    outcome: 'Pitch rebuilt, raise still open',
    content: `<h2>Forty polite no’s</h2>
<p>Kettlebright helps commercial kitchens log food temperatures and pass safety inspections without clipboards. Our customers love it. For nine months, though, I did not pitch that. I pitched “the operating system for every restaurant kitchen”, with a slide of twelve future products and a market size that filled the whole screen.</p>
<p>Forty investor meetings later I had a folder of kind emails. “Exciting space.” “Too early for us.” “Keep us posted.” Nobody said the pitch was unclear. Everybody acted as if it were.</p>
<h2>Hearing what was not said</h2>
<p>My mentor, Odile, had sat through two of those meetings as a friendly observer. Afterwards she asked me one question: <em>“What does a head chef do differently on their first Monday with Kettlebright?”</em> I answered in one breath, and it was the most convincing thing I had said all day. None of it was in the deck.</p>
<blockquote>I was selling the cathedral. Investors wanted to see the first brick, and whether anyone was already leaning on it.</blockquote>
<h2>Rebuilding from the customer outward</h2>
<p>We threw the deck away and started from a blank page, using a simple <a href="https://en.wikipedia.org/wiki/Business_Model_Canvas">business model canvas</a> to force every claim back to a customer. The new structure was much shorter:</p>
<ol>
<li><strong>The Monday morning:</strong> what inspection day feels like today, told through one real kitchen.</li>
<li><strong>The wedge:</strong> temperature logging for independent kitchens with five to thirty staff, and nothing else yet.</li>
<li><strong>The proof:</strong> sixty-two paying kitchens, under two percent monthly churn, and inspection scores that went up.</li>
<li><strong>The path:</strong> two adjacent products, chosen because customers had already asked for them.</li>
</ol>
<p>The twelve-product slide is gone. So is the market size that filled the screen. In its place is a number I can defend in any room.</p>
<h2>Where this story stands</h2>
<p>I want to be honest: this is a story in progress. We have pitched the new version eleven times. Seven of those meetings led to a second conversation, compared with three out of the previous forty. No term sheet yet.</p>
<p>What has changed is how the meetings feel. I am no longer defending a vision I could not prove. I am describing a business I run every day, and letting investors decide whether they want to be part of what comes next.</p>
<ul>
<li>If no one says your pitch is unclear but no one moves forward, it probably is.</li>
<li>Start with one customer’s Monday, not the whole market.</li>
<li>Cut every slide you cannot defend with your own data.</li>
</ul>`,
    image: '/api/media/sample/adapt-pitch-cover.jpg',
    beforeImage: '/api/media/sample/adapt-pitch-before.jpg',
    afterImage: null,
    quote: null,
    partnerName: 'Odile Fenwright',
    partnerRole: 'Mentor and former seed-stage founder',
    partnerContribution:
      'Sat in on two investor meetings and asked the one question that exposed the gap between the deck and the business Priya actually runs.',
    partnershipOutcome: 'A shorter, customer-first pitch that more than doubled the rate of second meetings.',
  },
  {
    title: 'Building the Team: Hiring Our First Five Without Losing Ourselves',
    phase: 'BUILD',
    featured: true,
    vision:
      'Tomas planned to hire the five most impressive people he could find, as fast as possible, and let culture sort itself out later.',
    reality: 'His first two offers went to strong candidates who wanted a different kind of company, and both left within four months.',
    outcome: 'Five hires, all still here',
    content: `<h2>Hiring for the résumé</h2>
<p>Brightfold makes scheduling software for small warehouses. When our seed round closed, I treated hiring as a race. I wanted the most impressive people I could find, and I wanted them in seats before the quarter ended.</p>
<p>The first two hires looked perfect on paper. One had led a team of forty at a much larger logistics company. The other had built a product I admired. Both were talented, and both were gone within four months. Not because they did anything wrong, but because we never talked honestly about what working at a twelve-person company actually feels like.</p>
<blockquote>I hired people for the company I imagined we would be in three years, and asked them to work in the one we were.</blockquote>
<h2>Slowing down to speed up</h2>
<p>After the second departure, my co-founder and I spent a weekend writing down what we had learned. It was not flattering, but it was useful. We rebuilt the process around three ideas:</p>
<ul>
<li><strong>Write the real job.</strong> Not the title, but a plain description of a typical week, including the unglamorous parts.</li>
<li><strong>Work together before deciding.</strong> Every finalist spent a paid half-day solving a real problem with us.</li>
<li><strong>Ask about the hard parts.</strong> We described our messiest current problem and asked candidates how it made them feel, not just how they would solve it.</li>
</ul>
<h2>What the process looked like</h2>
<ol>
<li>A short, honest job description with the salary range at the top.</li>
<li>A thirty-minute conversation about what the candidate wanted from the next two years.</li>
<li>The paid half-day, with whoever they would work alongside.</li>
<li>A reference call where we asked, <em>“What kind of team does this person do their best work in?”</em></li>
</ol>
<p>It took longer. Our third hire took seven weeks to find instead of three. Some strong candidates withdrew after the half-day, and we thanked them for it, because they were usually right.</p>
<h2>A year later</h2>
<p>We now have five people beyond the founders. All five are still here, and two of them have since referred the next people we hired. Our weekly planning meeting is shorter, because fewer things need explaining. Disagreements happen in the open instead of in private messages.</p>
<p>I still believe in hiring talented people. I just no longer think talent is the whole picture. The best early hire is someone who wants the company you are today, and is curious about the one you might become together.</p>`,
    image: '/api/media/sample/build-team-cover.jpg',
    beforeImage: '/api/media/sample/build-team-before.jpg',
    afterImage: '/api/media/sample/build-team-after.jpg',
    quote: 'The best early hire wants the company you are today, not the one on your slide deck.',
    partnerName: null,
    partnerRole: null,
    partnerContribution: null,
    partnershipOutcome: null,
  },
  {
    title: 'Building the Rhythm: The Weekly Ritual That Saved Our Launch',
    phase: 'BUILD',
    featured: false,
    vision: 'Lea expected Quillstone’s launch to come together through long hours and a shared sense of urgency.',
    reality: 'Six weeks before launch, nobody could say which tasks were done, which were blocked, or who was waiting on whom.',
    outcome: 'Launched on the planned date',
    content: `<h2>Urgency is not a plan</h2>
<p>Quillstone is a study app for nursing students, built by four of us who had all been through nursing school or taught in one. Six weeks before our planned launch, we were working evenings and weekends, and we were further from done than we had been a month earlier.</p>
<p>Everyone was busy. Nobody could say what “done” meant. Our project board had ninety cards and no agreement on which twelve mattered.</p>
<h2>Thirty-seven minutes on a Monday</h2>
<p>We introduced one meeting, every Monday at nine, with a strict limit of thirty-seven minutes. The odd number was a joke at first. It stuck because it reminded us the meeting had an end. The agenda never changed:</p>
<ol>
<li><strong>What shipped last week?</strong> Only things a student could actually use. Drafts and “nearly done” did not count.</li>
<li><strong>What is blocked, and on whom?</strong> Named out loud, without blame.</li>
<li><strong>What are the three things that matter most this week?</strong> Three, not ten. Everything else waited.</li>
<li><strong>What are we deliberately not doing?</strong> We wrote it down, so nobody felt guilty about ignoring it.</li>
</ol>
<blockquote>The meeting did not make us work harder. It made it obvious which work was worth doing.</blockquote>
<h2>The uncomfortable weeks</h2>
<p>The first two Mondays were painful. We discovered that two of us had been building overlapping features, and that a payment integration we considered finished had never been tested with a real card. Saying those things in a room was humbling. Finding them after launch would have been far worse.</p>
<p>By the third week, the list of things we were <em>not</em> doing had grown to include dark mode, a referral scheme and a redesigned onboarding flow. Cutting them felt like losing. In practice, no student has asked for any of them yet.</p>
<h2>Launch day, on the day</h2>
<p>We launched on the date we had planned, to a small group of two hundred students from three colleges. It was not a big launch, and it was not meant to be. It was a working product, with a team that still liked each other and had slept the night before.</p>
<p>We still hold the Monday meeting. It has outlasted two roadmaps and one office move. Some weeks it takes twenty minutes. It has never needed more than thirty-seven.</p>
<ul>
<li>Count only what a customer can use.</li>
<li>Name blockers out loud, early, and without blame.</li>
<li>Write down what you are choosing not to do.</li>
</ul>`,
    image: '/api/media/sample/build-ritual-cover.jpg',
    beforeImage: null,
    afterImage: null,
    quote: null,
    partnerName: null,
    partnerRole: null,
    partnerContribution: null,
    partnershipOutcome: null,
  },
  {
    title: 'Thriving Together: What Year Three Taught Us About Enough',
    phase: 'THRIVE',
    featured: false,
    vision: 'Samir assumed thriving meant raising a larger round, doubling the team and opening two new markets in the same year.',
    reality: 'Harborline was already profitable and growing steadily, and the plan to triple in size was mostly making its founders tired.',
    outcome: 'Profitable, and home for dinner',
    content: `<h2>The plan we almost followed</h2>
<p>Harborline Goods sells refillable home cleaning products through a small online shop and forty independent stores. In our third year, we crossed into steady profitability. The natural next step, or so I told myself, was a bigger round, a bigger team and two new countries at once.</p>
<p>I had the deck half written before my co-founder, Ines, asked a question that stopped me: <em>“What problem would this money solve for us?”</em> I did not have a good answer. I had a lot of answers about what other companies were doing.</p>
<h2>Defining enough, on paper</h2>
<p>We spent a long afternoon at her kitchen table writing down what a good year would look like for Harborline, for our team of nine, and for the two of us. It was the first time we had put our own lives on the same page as the business plan. Our list was shorter than expected:</p>
<ul>
<li><strong>Growth we can staff</strong> without anyone working weekends as a habit.</li>
<li><strong>Profit we reinvest</strong> in better products and fair pay, before new markets.</li>
<li><strong>Founders with a life</strong>, which for me meant being home for dinner four nights a week.</li>
</ul>
<blockquote>Thriving turned out to be less about how big we could get and more about how long we could keep doing this well.</blockquote>
<h2>What we did instead</h2>
<ol>
<li>Opened one new market, not two, and only after a retail partner there asked us.</li>
<li>Raised pay for the whole team before hiring anyone new.</li>
<li>Moved from weekly to monthly board-style check-ins between the two of us, with a single question on the agenda: <em>is this still the company we want to run?</em></li>
</ol>
<p>None of this is a rule for anyone else. Some companies need to grow fast to survive, and a large round is exactly right for them. We simply had not checked whether we were one of them.</p>
<h2>A year on</h2>
<p>Revenue grew by a little over forty percent, slower than the plan we almost followed, and every month was profitable. Nobody left. The new market is small but healthy. I have been home for dinner more often than not.</p>
<p>Ines and I still disagree about plenty: packaging, pricing, whether the shop needs a blog. We no longer disagree about what we are building toward, and that has made every other conversation easier.</p>`,
    image: '/api/media/sample/thrive-enough-cover.jpg',
    beforeImage: null,
    afterImage: null,
    quote: 'We stopped asking how big we could get and started asking how long we could keep doing this well.',
    partnerName: 'Ines Carrow',
    partnerRole: 'Co-founder and head of operations',
    partnerContribution:
      'Questioned the case for a large round and led the afternoon that turned “enough” into a written set of goals for the business and its founders.',
    partnershipOutcome: 'A year of profitable, sustainable growth with no departures and one new market opened on the company’s own terms.',
  },
];

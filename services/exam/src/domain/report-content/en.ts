import type { LocaleReportContent, SectionText, TypeReportContent } from './report-content.js';

/**
 * Mindprint's English report content. Original writing: it describes tendencies and preferences
 * reported in a self-report questionnaire, never diagnoses, and cites no invented figures.
 * Famous people are listed as 'often described as' the type, not as verified assessments.
 */

const s = (paragraphs: string[], bullets: string[]): SectionText => ({ paragraphs, bullets });

const INTJ: TypeReportContent = {
  description:
    'The Strategist combines an inward, reflective energy with a taste for patterns, logic and closure. People with this profile tend to build a private model of how things work, test it against evidence, and then commit to a long-range plan. They are often most at ease when they can work independently on a problem that rewards depth.',
  keywords: ['Strategic', 'Independent', 'Analytical', 'Long-range', 'Determined', 'Self-directed', 'High standards'],
  famousPeople: ['Isaac Newton', 'Nikola Tesla', 'Friedrich Nietzsche', 'Mr. Darcy (Pride and Prejudice)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Intuition, Thinking and Judging. In everyday terms, you tend to recharge with focused time alone, notice patterns and future implications before details, weigh decisions by logic and consistency, and like to settle a plan rather than keep options open. Together these preferences describe someone who enjoys turning complex situations into a clear strategy.',
        'Read each letter as a preference, not a fixed rule. A clear J does not mean you cannot improvise, and a clear T does not mean you lack feelings; it means that, given a choice, you usually reach for structure and analysis first. Look at the dimension table: letters close to the middle describe habits you may switch between depending on the situation.',
      ],
      [
        'Four letters summarise preferences, not abilities or intelligence.',
        'Scores near the cut point are less certain; read them as flexible.',
        'Your type says how you like to work, not how well you will do.',
        'Stress, role and culture can all shift how your answers come out.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include independent judgement, the patience to think a problem through, and the ability to see where a current path will lead in a year or five. You can hold a vision steady while others lose focus, and you tend to improve any system you are given, from a workflow to a household budget.',
        'Blind spots often sit next to those strengths. Confidence in your own model can make other views look like noise, and high standards can turn into impatience with yourself and others. Growth often means treating feelings and relationships as real data, testing plans with small experiments, and sharing half-finished thinking instead of waiting until it is perfect.',
      ],
      [
        'Before a decision, write down one way your plan could be wrong.',
        'Ask one person a week for feedback on how you come across.',
        'Schedule rest as deliberately as you schedule work.',
        'Share a draft early instead of presenting only the finished plan.',
        'Notice when impatience appears and name the need behind it.',
      ],
    ),
    interpersonal_growth: s(
      [
        'In friendships you are likely to value depth over breadth: a few people you respect, honest conversation and shared interests matter more than a busy social calendar. You show care by solving problems, giving candid advice and remembering what someone is working towards. Others may not always read this as warmth unless you also say it out loud.',
        'In partnership and conflict, your directness is an asset when it is paired with curiosity. People who prefer Feeling may hear a critique of their idea as a critique of them. Try opening with what you agree with, ask how the other person sees the problem, and separate the decision from the relationship so that disagreement does not feel like distance.',
      ],
      [
        'Say appreciation explicitly; do not assume it is obvious.',
        'Ask whether someone wants advice or just a listener.',
        'Explain your reasoning before announcing your conclusion.',
        'Agree on a time to revisit a conflict instead of forcing a quick win.',
      ],
    ),
    career_growth: s(
      [
        'You tend to do your best work where you can own a complex problem, set a direction and see it through with some autonomy. Roles in strategy, research, engineering, systems design, analysis, law, finance or product planning often suit this pattern, as do any jobs where long-term thinking is rewarded and results matter more than office politics.',
        'Environments that frustrate this type usually involve constant interruptions, vague goals or decisions made for reasons nobody explains. A common pitfall is underestimating the social side of work: good ideas still need allies, timing and clear communication. Building a habit of updating stakeholders early will help your plans travel further than your analysis alone.',
      ],
      [
        'Look for roles with clear goals and freedom in how to reach them.',
        'Protect blocks of uninterrupted time for deep work.',
        'Map who needs to support a plan before you present it.',
        'Turn your long-range vision into milestones others can track.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with more extraverted or feeling-oriented colleagues, people with this profile often contribute less through visible enthusiasm and more through the quality of their thinking. In meetings they may speak late but decisively, and they are often the ones who point out the flaw in a plan or the risk nobody has priced in.',
        'As leaders, they tend to set clear standards and delegate by outcome rather than by method. Their decisions are usually quick once the analysis is done, which can feel abrupt to people who wanted more consultation. Colleagues with Sensing or Feeling preferences often complement them by catching practical details and the human impact of a change.',
      ],
      [
        'Collaboration: prefers focused work, then clear hand-offs.',
        'Leadership: sets direction and standards; may under-communicate.',
        'Decision making: logical and decisive once evidence is weighed.',
        'Works well alongside detail-minded and people-minded colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, pick one relationship at work or at home and practise explaining the why before the what. Keep a short log of moments when you felt impatient and what you wanted to happen instead. Patterns in that log often reveal unspoken expectations that you can turn into clear requests.',
        'Over 90 days, run one deliberately imperfect experiment: launch a small version of an idea, collect feedback and adjust. Pair this with a weekly review in which you ask not only whether the plan is on track, but also how you and the people involved are doing. Strategy improves when it includes the people who carry it out.',
      ],
      [
        'Days 1 to 30: keep an impatience log and explain the why first.',
        'Days 31 to 60: ship one small experiment and gather feedback.',
        'Days 61 to 90: hold a weekly review of plan, energy and people.',
        'Choose one mentor or peer to challenge your assumptions.',
      ],
    ),
    additional_test: s(
      [
        'The psychological mapping test describes you on the Big Five traits, which measure degrees rather than categories. It can show, for example, how much of your reserve comes from introversion and how much from low sociability, or how conscientious you are in practice, which is useful because types sort people while traits measure them on a continuum.',
        'The career interest assessment helps turn your strategic bent into concrete directions by comparing your interests across fields. The emotional relationships test can add a view of how you handle closeness and independence, an area this type often thinks about less. The matrices IQ test measures abstract reasoning, which is a different question from preference.',
      ],
      [
        'Psychological mapping: trait levels instead of type letters.',
        'Career interest assessment: which fields match your interests.',
        'Emotional relationships: closeness, trust and independence.',
        'Matrices IQ test: reasoning ability, separate from preference.',
      ],
    ),
    further_reading: s(
      [
        "Carl Jung's Psychological Types is the original source of the ideas behind type models and is worth reading to see how tentative his descriptions were. For a modern counterweight, read about the Big Five model and the debate between types and traits, which explains why scores near the middle deserve careful reading.",
        "For your growth areas, Daniel Kahneman's Thinking, Fast and Slow explores the limits of even careful reasoning, and Marcus Aurelius' Meditations offers a classic reflection on self-discipline and patience with others. Susan Cain's Quiet discusses introversion at work, and the concept of psychological safety helps explain why teams share ideas more freely with some leaders.",
      ],
      [
        'Carl Jung, Psychological Types.',
        'Daniel Kahneman, Thinking, Fast and Slow.',
        'Marcus Aurelius, Meditations.',
        'Susan Cain, Quiet.',
        'Topics: Big Five traits, psychological safety, premortem planning.',
      ],
    ),
  },
};

const INTP: TypeReportContent = {
  description:
    'The Theorist pairs a quiet, inward focus with a love of ideas and a strong need for things to make logical sense. People with this profile like to question assumptions, build explanations and explore a subject until its inner structure becomes clear. They usually prefer keeping options open over committing too early to a single answer.',
  keywords: ['Curious', 'Logical', 'Precise', 'Independent', 'Inventive', 'Open-ended', 'Reflective'],
  famousPeople: ['Albert Einstein', 'Charles Darwin', 'Marie Curie', 'René Descartes'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Intuition, Thinking and Perceiving. You tend to draw energy from time with your own thoughts, notice concepts and connections more than surface details, judge ideas by internal consistency, and keep exploring rather than closing a question quickly. The result is a mind that enjoys understanding for its own sake.',
        'This profile does not say you are cold, absent-minded or uninterested in people; those are stereotypes. It says that when you have a free choice, you are more likely to analyse than to act immediately, and to keep refining than to settle. Check the dimension table: a Perceiving score near the middle means you can be quite organised when it matters.',
      ],
      [
        'Preferences describe where your attention goes first.',
        'They do not measure intelligence or skill.',
        'Letters near the cut point can swing between test sessions.',
        'Use the result as a hypothesis to test against your experience.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths often include clear, original thinking, comfort with complexity and the honesty to say when an argument does not hold. You can learn a new field quickly once it catches your interest, and you tend to spot inconsistencies others miss. These qualities make you a valuable sounding board for any hard problem.',
        'Blind spots can include leaving projects once the most interesting part is solved, postponing decisions while waiting for more information, and overlooking how your critiques land emotionally. Growth usually comes from pairing your curiosity with small, visible commitments: finishing one thing, sharing it, and letting good enough be a legitimate stopping point.',
      ],
      [
        'Define what done means before starting a project.',
        'Set a decision deadline and accept the best current answer.',
        'Finish one small project a month and show it to someone.',
        'Notice physical needs such as sleep and movement during deep focus.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to connect with people through ideas: a good conversation that wanders across topics can feel more intimate to you than small talk ever will. Friends value your honesty, your lack of pretence and your willingness to help think through a problem. You may need more solitude than others expect, and explaining that helps them not take it personally.',
        'In close relationships, feelings can be harder to put into words than ideas. Partners may want reassurance that you do not think to give because, to you, nothing has changed. In conflict, resist turning the discussion into a debate about who is logically right; first acknowledge what the other person feels, then look at the problem together.',
      ],
      [
        'Tell people when you need time alone and when you will be back.',
        'Ask a feelings question before offering an analysis.',
        "Show interest in a friend's topic even if it is not yours.",
        'Follow through on small promises; they build trust quickly.',
      ],
    ),
    career_growth: s(
      [
        'Work that lets you investigate, model and improve complex systems tends to suit you: research, software and data work, engineering, mathematics, philosophy, economics, design of tools or any role where a difficult puzzle sits at the centre. You are usually happiest with freedom to choose your methods and colleagues who value competence over status.',
        'Pitfalls include roles dominated by routine administration or rigid procedures, and the tendency to keep polishing instead of delivering. You may also undersell your work because explaining it feels less interesting than doing it. Practise summarising your results in plain language for non-specialists; it often decides whether your ideas get used.',
      ],
      [
        'Seek autonomy over methods and a problem worth solving.',
        'Agree deadlines with others to balance your open-ended style.',
        'Write a three-sentence summary of every project for stakeholders.',
        'Keep a portfolio of finished work to make your skills visible.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with colleagues who prefer Sensing and Judging, people with this profile tend to spend more time questioning the problem before solving it. They are often the ones who ask why a process exists or whether a better model is possible. This can slow a team down in the short run and save it from costly mistakes later.',
        "In leadership they usually lead through expertise rather than authority, giving people freedom and expecting them to think for themselves. Decisions tend to be careful and logically defended, though sometimes delayed. Teams benefit when an INTP's analysis is combined with someone who enjoys execution, deadlines and keeping stakeholders informed.",
      ],
      [
        'Collaboration: strongest as analyst, critic or architect.',
        'Leadership: expert-led and hands-off; may under-structure.',
        'Decision making: thorough, principled, sometimes slow to close.',
        'Complemented by organised, people-focused teammates.',
      ],
    ),
    advanced_guide: s(
      [
        'In the next 30 days, choose one idea you have been turning over and give it a concrete form: a short essay, a prototype, a spreadsheet model. Put a date on the calendar to share it. The aim is not perfection but practice in letting your thinking meet the world, where feedback can improve it faster than solitary refinement.',
        'Over 90 days, build one habit that supports your energy, such as a fixed shutdown time or a weekly walk without a screen, and one habit that supports relationships, such as a regular check-in with a friend. Review both monthly. Small routines give your open-ended mind a stable base rather than a cage.',
      ],
      [
        'Days 1 to 30: turn one idea into something shareable.',
        'Days 31 to 60: collect feedback and make one revision only.',
        'Days 61 to 90: keep one energy habit and one relationship habit.',
        'Track finished items, not just started ones.',
      ],
    ),
    additional_test: s(
      [
        'The psychological mapping test gives you Big Five trait scores, which suit an analytical mind because they measure continuous dimensions rather than categories. It can show, for instance, how your openness and conscientiousness interact, which often explains the gap between the projects you start and those you finish.',
        'The matrices IQ test measures abstract reasoning, which many people with this profile find interesting, though it answers a different question from personality. The personal development test can highlight habits worth building next, and the career interest assessment can point your curiosity towards fields where it is most likely to be rewarded.',
      ],
      [
        'Psychological mapping: continuous traits, not four letters.',
        'Matrices IQ test: abstract reasoning as a separate measure.',
        'Personal development: concrete habits to work on next.',
        'Career interest assessment: fields that match your curiosity.',
      ],
    ),
    further_reading: s(
      [
        "Richard Feynman's essays and lectures show a playful, rigorous curiosity that many readers with this profile recognise, and Thomas Kuhn's The Structure of Scientific Revolutions explores how ideas change. For finishing what you start, the concepts of timeboxing and minimum viable product offer practical ways to move from thinking to shipping.",
        "To broaden the emotional side of your toolkit, Marshall Rosenberg's Nonviolent Communication offers a simple framework for talking about needs. Reading about the Big Five model and the Barnum effect will also sharpen your critical view of personality tests, including this one, which is a healthy habit for any careful thinker.",
      ],
      [
        "Richard Feynman, Surely You're Joking, Mr. Feynman!",
        'Thomas Kuhn, The Structure of Scientific Revolutions.',
        'Marshall Rosenberg, Nonviolent Communication.',
        'Topics: timeboxing, minimum viable product, the Barnum effect.',
      ],
    ),
  },
};

const ENTJ: TypeReportContent = {
  description:
    'The Director brings outward energy, big-picture thinking and a strong drive to organise people and resources towards a goal. People with this profile like to see where things should go, decide how to get there and mobilise others quickly. They tend to enjoy responsibility and are often energised by challenges that others find daunting.',
  keywords: ['Decisive', 'Strategic', 'Driven', 'Organised', 'Confident', 'Direct', 'Goal-oriented'],
  famousPeople: ['Napoleon Bonaparte', 'Margaret Thatcher', 'Franklin D. Roosevelt', 'Julius Caesar'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Extraversion, Intuition, Thinking and Judging. You tend to think out loud and gain energy from action and discussion, look for possibilities and long-term direction, make decisions by logic and objective criteria, and prefer a settled plan to an open-ended situation. The combined picture is someone who naturally moves groups from talk to execution.',
        'The result does not mean you must always lead, or that you do not care about people. It describes your default moves: structure, decide, act. If your Thinking or Judging score sits near the middle, you may be more flexible and consultative than the stereotype suggests. Read the profile as a starting point for reflection, not a verdict.',
      ],
      [
        'Your letters describe default preferences, not fixed traits.',
        'Leadership is a skill anyone can build; type is about style.',
        'Scores close to the middle indicate flexibility.',
        'Context and role can bring out different sides of you.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths typically include vision, decisiveness and the energy to turn an idea into a working plan. You are often willing to make the hard call others avoid and to take responsibility for the outcome. You can spot inefficiency quickly and tend to raise the standard of any group you join.',
        'The same drive can make rest feel like wasted time and make slower people feel pushed aside. Blind spots often include moving on before others have bought in, and treating emotions as obstacles rather than information. Growth comes from listening longer than feels necessary, and from measuring success partly by how people feel after working with you.',
      ],
      [
        'Ask two questions before stating your view in a meeting.',
        'Plan real downtime and treat it as non-negotiable.',
        'Notice when you are solving a problem no one asked you to solve.',
        'Celebrate progress before pushing to the next target.',
      ],
    ),
    interpersonal_growth: s(
      [
        "Friends often see you as reliable, generous with help and fun when there is a plan. You tend to show care by making things happen: organising the trip, fixing the problem, opening a door for someone's career. You may prefer direct, lively conversation and enjoy friends who can hold their own in a debate.",
        'In close relationships, partners may sometimes feel managed rather than met. Conflict can escalate if you move straight to solutions while the other person still needs to be heard. Try slowing the first few minutes of a difficult talk: reflect back what you heard, ask what would help, and let the other person shape part of the plan.',
      ],
      [
        'Separate listening time from problem-solving time.',
        'Ask, what would help most right now? before acting.',
        'Let others lead some plans, even if you would do it faster.',
        'Apologise specifically when your directness lands too hard.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles that combine responsibility, strategy and visible results: management, entrepreneurship, consulting, law, operations, finance, project leadership or any position where you can build and improve an organisation. You usually appreciate ambitious colleagues, clear accountability and room to move quickly.',
        'Pitfalls include taking on too much, over-controlling details that others could own, and underestimating the time people need to adapt to change. Environments with slow decision cycles or unclear authority can frustrate you. Building a habit of coaching rather than directing will extend your impact, because teams that grow their own judgement scale better than teams that wait for yours.',
      ],
      [
        'Seek roles with clear authority matching your responsibility.',
        'Delegate outcomes, not just tasks, and resist taking them back.',
        'Invest in one coaching conversation per team member per month.',
        'Check workload against energy before saying yes to more.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with more reserved or feeling-oriented colleagues, people with this profile often step into leadership early and speak with confidence about direction. They are typically quick to frame a problem, set goals and assign responsibilities. In collaborative settings they can energise a team, though quieter members may hold back their ideas.',
        'Their decisions are usually fast and based on logic and results, which helps in crises and can feel rushed in calmer times. They often excel at strategy and execution together. Colleagues with Feeling or Perceiving preferences can complement them by paying attention to morale, exploring alternatives and noticing when a plan needs to bend.',
      ],
      [
        'Collaboration: organises quickly; may dominate discussion.',
        'Leadership: visible, goal-focused and demanding.',
        'Decision making: fast, logical, results-driven.',
        'Benefits from colleagues who voice concerns and alternatives.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, practise a simple rule in meetings: speak last on decisions that are not urgent. Note what you learn from listening first. Pair this with one weekly check-in where you ask a colleague or partner how your pace is affecting them, and write down their answer without defending it.',
        'Over 90 days, identify one area where you hold too much control and hand it to someone else with clear outcomes and real authority. Support them without taking it back. At the end, review what they did differently and what you gained in time and trust. This is how directors turn their energy into lasting capacity.',
      ],
      [
        'Days 1 to 30: speak last on non-urgent decisions.',
        'Weekly: ask someone how your pace affects them.',
        'Days 31 to 90: fully delegate one area you usually control.',
        'Review energy as well as results every month.',
      ],
    ),
    additional_test: s(
      [
        'The psychological mapping test adds Big Five trait scores, such as agreeableness and emotional stability, that a type code does not capture. For a leader, knowing how agreeable you come across is especially useful, because it shapes how your directness lands with others.',
        'The career interest assessment can confirm whether your leadership energy points towards business, public service, science or creative industries. The emotional relationships test looks at closeness and independence in relationships, an area where a driven profile can benefit from reflection, and the personal development test suggests habits for balance and recovery.',
      ],
      [
        'Psychological mapping: agreeableness and stability levels.',
        'Career interest assessment: where to aim your drive.',
        'Emotional relationships: balancing closeness and independence.',
        'Personal development: habits for pace and recovery.',
      ],
    ),
    further_reading: s(
      [
        "Sun Tzu's The Art of War and Machiavelli's The Prince are classics of strategy worth reading critically, alongside the modern idea of servant leadership, which reframes authority as service to the team. Peter Drucker's The Effective Executive offers practical advice on time, decisions and contribution that suits a results-driven mind.",
        "To round out your style, read about emotional intelligence, a concept popularised by Daniel Goleman, and Amy Edmondson's work on psychological safety, which explains why teams need to feel safe to raise problems. Seneca's letters on the shortness of life offer a reflective counterpoint to constant ambition.",
      ],
      [
        'Sun Tzu, The Art of War.',
        'Peter Drucker, The Effective Executive.',
        'Daniel Goleman, Emotional Intelligence.',
        'Seneca, On the Shortness of Life.',
        'Topics: servant leadership, psychological safety, delegation.',
      ],
    ),
  },
};

const ENTP: TypeReportContent = {
  description:
    'The Innovator combines outgoing energy with a restless interest in possibilities, arguments and new angles. People with this profile tend to enjoy testing ideas in conversation, spotting connections across fields and challenging the way things have always been done. They usually prefer flexibility and improvisation to fixed plans.',
  keywords: ['Inventive', 'Quick-witted', 'Curious', 'Adaptable', 'Debating', 'Enterprising', 'Bold'],
  famousPeople: ['Thomas Edison', 'Benjamin Franklin', 'Mark Twain', 'Tony Stark (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Extraversion, Intuition, Thinking and Perceiving. You tend to think by talking, focus on patterns and what could be, weigh ideas by logic, and keep options open as long as possible. Together these preferences describe a person who enjoys exploring many possibilities and sharpening them through lively exchange.',
        'It does not mean you are argumentative for its own sake or unable to finish things. It means that novelty and debate tend to energise you more than routine. Scores close to the middle on Thinking or Perceiving suggest you may also value harmony or structure more than this description implies. Treat your code as a lens, not a label.',
      ],
      [
        'Your type describes energy and attention, not ability.',
        'Debating ideas is a preference, not a character flaw.',
        'Middle-range scores mean you can switch modes easily.',
        'Check the result against concrete moments from your life.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths often include inventiveness, quick learning, humour and the courage to question what others accept. You can see several solutions at once and adapt fast when a situation changes. People often come to you when they are stuck, because you can reframe a problem in a way that opens new paths.',
        'Blind spots include scattering energy across too many projects, losing interest once the puzzle is solved, and arguing a position just to test it without noticing that others feel attacked. Growth often lies in choosing fewer bets, following through on the most promising one, and checking whether a debate is still serving the relationship.',
      ],
      [
        'Keep an idea list and pick only one new project per quarter.',
        'Pair with a finisher who enjoys execution.',
        "Before playing devil's advocate, say that you are doing it.",
        'Track commitments in one place and review them weekly.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Friends usually enjoy your energy, wit and readiness to explore anything from a new café to a strange idea. You tend to bond through conversation and shared adventures, and you appreciate people who can keep up with your jumps between topics. You may show affection by teasing and challenging, which works best with people who know you well.',
        "In partnership, your love of novelty can make routine commitments feel dull, and partners may want more consistency than you naturally offer. In conflict, you may be tempted to win the argument rather than solve the problem. Try summarising the other person's point in their own terms before responding, and agree on small, reliable rituals that show care.",
      ],
      [
        'Ask whether a topic is open for debate or needs support.',
        'Keep small promises consistently; they matter more than big gestures.',
        'Let others finish their thought before building on it.',
        'Create shared rituals that make routine feel meaningful.',
      ],
    ),
    career_growth: s(
      [
        'You tend to fit roles where new problems arrive often and creativity is rewarded: entrepreneurship, product development, consulting, marketing strategy, law, journalism, research or any start-up environment. You usually enjoy variety, autonomy and colleagues who welcome challenge rather than fear it.',
        'Common pitfalls include boredom in stable roles, underestimating the administrative side of a project and launching more initiatives than a team can absorb. You can benefit from partnering with detail-minded colleagues and from setting clear completion criteria. Your value grows when others can see not only your ideas but also the ones you carried to the finish line.',
      ],
      [
        'Look for variety, autonomy and real problems to solve.',
        'Set explicit finish lines for each initiative.',
        'Partner with someone who enjoys execution and process.',
        'Document outcomes to show completed impact, not just ideas.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with colleagues who prefer Sensing and Judging, people with this profile are more likely to propose alternatives, challenge assumptions and push for change. In collaboration they often act as catalysts, generating options and stress-testing plans. This is highly useful early in a project and can be tiring for others once execution has begun.',
        'As leaders they tend to inspire through vision and intellectual energy and give teams a lot of freedom. Decisions may be made quickly and revised often, which keeps an organisation adaptable but can create uncertainty. They work best when someone else helps turn their direction into stable processes and clear priorities.',
      ],
      [
        'Collaboration: catalyst and challenger; best early in projects.',
        'Leadership: visionary and flexible; may shift priorities often.',
        'Decision making: fast and logical, open to revision.',
        'Complemented by steady, process-focused colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, choose one project and commit to finishing a defined version of it before starting anything new. Keep a parking lot list for other ideas so they are not lost. Notice the moment interest drops, and use it as a signal to bring in help or simplify rather than to switch.',
        'Over 90 days, practise one relational skill: asking, what do you need from this conversation? before diving in. Combine it with a monthly review of which debates helped and which hurt. Innovators who pair their inventiveness with reliability and tact tend to earn the trust that lets their ideas reach further.',
      ],
      [
        'Days 1 to 30: finish one defined project before starting another.',
        'Keep a parking lot list for new ideas.',
        'Days 31 to 90: ask what each conversation needs before debating.',
        'Monthly: review which debates built or strained relationships.',
      ],
    ),
    additional_test: s(
      [
        'The psychological mapping test shows your Big Five profile, especially openness and conscientiousness, which often explain the gap between the ideas you start and those you finish. Seeing these as continuous traits can make the trade-offs clearer than the four letters alone.',
        'The career interest assessment can help channel your curiosity towards fields that reward it, while the personal development test points to habits such as follow-through and focus. If you enjoy puzzles, the matrices IQ test measures abstract reasoning, a separate question from personality that many people with this profile find interesting to explore.',
      ],
      [
        'Psychological mapping: openness and conscientiousness in detail.',
        'Career interest assessment: fields that reward curiosity.',
        'Personal development: focus and follow-through habits.',
        'Matrices IQ test: abstract reasoning as a separate measure.',
      ],
    ),
    further_reading: s(
      [
        "Edward de Bono's Six Thinking Hats offers a structured way to switch between criticism, creativity and caution, which suits a mind that already enjoys all three. Walter Isaacson's biography of Benjamin Franklin shows how a curious, playful person channelled many interests into lasting projects.",
        "For follow-through, read about the Zeigarnik effect and implementation intentions, two well-known ideas about how unfinished tasks and concrete plans shape behaviour. Dale Carnegie's How to Win Friends and Influence People, though old, remains a practical reminder that winning arguments and winning people are different goals.",
      ],
      [
        'Edward de Bono, Six Thinking Hats.',
        'Walter Isaacson, Benjamin Franklin: An American Life.',
        'Dale Carnegie, How to Win Friends and Influence People.',
        'Topics: implementation intentions, the Zeigarnik effect.',
      ],
    ),
  },
};

const INFJ: TypeReportContent = {
  description:
    'The Guide combines a quiet, inward energy with deep insight into people and a strong sense of purpose. People with this profile tend to look beneath the surface, imagine how things could be better and work steadily towards goals that feel meaningful. They often care a great deal about harmony and about helping others grow.',
  keywords: ['Insightful', 'Purposeful', 'Empathetic', 'Principled', 'Reserved', 'Visionary', 'Devoted'],
  famousPeople: ['Martin Luther King Jr.', 'Carl Jung', 'Nelson Mandela', 'Mother Teresa'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Intuition, Feeling and Judging. You tend to recharge in quiet, focus on meanings and possibilities, make decisions with your values and their effect on people in mind, and prefer to have things settled. Together these describe a reflective person who enjoys turning ideals into thoughtful plans.',
        'This result does not mean you can read minds or that you must always put others first. It describes where your attention naturally goes. If your Feeling or Judging scores sit near the middle, you may be more analytical or spontaneous than the typical description suggests. Use the profile as a mirror for reflection, not a box.',
      ],
      [
        'Preferences show tendencies, not talents or limits.',
        'Insight into people is a habit of attention, not a special power.',
        'Scores near the middle suggest you use both sides.',
        'Compare the description with how you act under stress and at ease.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths often include empathy, foresight, integrity and a capacity for patient, meaningful work. You can sense tension in a room early, find words that help people feel understood and hold a long-term vision of what a person or project could become. Many people trust you with things they tell few others.',
        "Blind spots can include absorbing other people's moods, setting standards for yourself that no one could meet, and withdrawing suddenly when overwhelmed. Growth usually involves clearer boundaries, sharing needs before they become resentments, and accepting that progress towards an ideal is valuable even when the ideal is not reached.",
      ],
      [
        'Schedule regular solitude before you feel drained.',
        'Say no to one request a week that you would usually accept.',
        'Write down your needs and share one with someone you trust.',
        'Replace all-or-nothing goals with the next meaningful step.',
      ],
    ),
    interpersonal_growth: s(
      [
        'In friendship you tend to prefer a few deep connections to a wide circle. You listen closely, remember what matters to people and often offer perspective that helps them see their situation differently. Because you give so much attention, you may feel hurt when it is not returned, even if you never asked for it directly.',
        'In partnership and conflict, you may avoid open disagreement to protect harmony, then reach a point where you quietly close the door. It helps to raise small concerns early, in calm moments, and to trust that honest conflict can strengthen a relationship. Tell people directly what you need instead of hoping they will sense it.',
      ],
      [
        'Raise small issues early rather than storing them.',
        'Ask for what you need in plain words.',
        'Let friends support you as often as you support them.',
        'Before withdrawing, explain that you need time, not distance.',
      ],
    ),
    career_growth: s(
      [
        'Work that connects with a purpose you believe in tends to suit you: counselling, teaching, writing, coaching, healthcare, human resources, design, research in the social sciences or any mission-driven organisation. You usually thrive with time to think, a calm environment and colleagues who share your values.',
        'Pitfalls include overcommitting to help others, staying too long in roles that conflict with your values, and keeping concerns to yourself until burnout arrives. Environments that reward constant self-promotion or aggressive competition can drain you. It helps to name your contributions explicitly and to negotiate workload before it becomes unsustainable.',
      ],
      [
        'Choose organisations whose mission you can stand behind.',
        'Protect quiet time for focused, meaningful work.',
        'Keep a record of your contributions for reviews.',
        'Set workload limits before agreeing to new responsibilities.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with more extraverted or thinking-oriented colleagues, people with this profile tend to contribute through careful listening, insight into team dynamics and a steady focus on long-term purpose. In collaboration they often notice who has not spoken and help bring quieter voices in, though they may not push hard for their own ideas.',
        'As leaders they usually lead by example and vision, creating a culture of trust and growth. Their decisions tend to weigh values and human impact along with practical aims, and they may take time to reflect before committing. Colleagues who prefer Thinking or Perceiving can complement them with blunt analysis and flexibility.',
      ],
      [
        'Collaboration: attentive, inclusive, values-driven.',
        'Leadership: vision and example; may avoid confrontation.',
        'Decision making: reflective, weighs people and principles.',
        'Benefits from colleagues who say hard things early.',
      ],
    ),
    advanced_guide: s(
      [
        "For the next 30 days, practise noticing the moment you take on someone else's feelings as your responsibility. Write it down, then ask yourself what part is actually yours to carry. Pair this with a daily ten-minute period of quiet reflection or journalling to keep your own inner voice clear.",
        'Over 90 days, choose one meaningful goal and break it into small, visible steps, celebrating each one. Add a monthly conversation in which you share a need or disagreement you might usually hold back. These two practices help you turn your vision into action while staying connected and honest with the people around you.',
      ],
      [
        'Days 1 to 30: daily ten-minute reflection or journal.',
        "Notice and name when you absorb others' emotions.",
        'Days 31 to 90: break one meaningful goal into small steps.',
        'Monthly: voice one need or disagreement you would usually hide.',
      ],
    ),
    additional_test: s(
      [
        'The emotional relationships test explores closeness, trust and independence in relationships, which are central themes for this profile. It can help you see whether your pattern leans towards giving more than you receive, and what kinds of connection feel safest to you.',
        'The psychological mapping test adds Big Five trait levels, including emotional stability and agreeableness, which can clarify how sensitive you are to stress and conflict. The personal development test suggests practical growth steps, and the career interest assessment can help translate your sense of purpose into specific fields of work.',
      ],
      [
        'Emotional relationships: patterns of closeness and trust.',
        'Psychological mapping: stress sensitivity and agreeableness.',
        'Personal development: practical steps for balance.',
        'Career interest assessment: purpose turned into fields.',
      ],
    ),
    further_reading: s(
      [
        "Viktor Frankl's Man's Search for Meaning is a classic reflection on purpose that many readers with this profile find resonant. Carl Jung's Memories, Dreams, Reflections offers insight into the inner life of the thinker behind type theory. Rainer Maria Rilke's Letters to a Young Poet speaks to solitude and patience.",
        "For boundaries and relationships, read about the concepts of emotional contagion and compassion fatigue, which explain why caring people can become depleted. Marshall Rosenberg's Nonviolent Communication offers a clear way to state needs without blame, and the practice of journalling is a simple, well-known tool for reflection.",
      ],
      [
        "Viktor Frankl, Man's Search for Meaning.",
        'Rainer Maria Rilke, Letters to a Young Poet.',
        'Marshall Rosenberg, Nonviolent Communication.',
        'Carl Jung, Memories, Dreams, Reflections.',
        'Topics: compassion fatigue, boundaries, reflective journalling.',
      ],
    ),
  },
};

const INFP: TypeReportContent = {
  description:
    'The Seeker combines a reflective inner life with strong personal values and an imagination that looks for meaning everywhere. People with this profile tend to care deeply about authenticity, creativity and the wellbeing of others. They often prefer to keep life open and flexible, following what feels right rather than what is expected.',
  keywords: ['Idealistic', 'Authentic', 'Imaginative', 'Empathetic', 'Gentle', 'Values-driven', 'Creative'],
  famousPeople: ['J.R.R. Tolkien', 'William Shakespeare', 'Vincent van Gogh', 'Frodo Baggins (The Lord of the Rings)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Intuition, Feeling and Perceiving. You tend to recharge in quiet, notice meanings and possibilities, make choices guided by your personal values, and prefer to stay open to new information rather than decide too early. Together this describes someone whose inner compass matters more than outside rules.',
        'The profile does not mean you are fragile, impractical or unable to plan. It points to what energises you and what you pay attention to first. If your scores are close to the middle on Feeling or Perceiving, you may also use logic and structure comfortably. Take what fits, question what does not, and compare it with real situations.',
      ],
      [
        'Your letters describe preferences, not weaknesses.',
        'Strong values are a compass, not a guarantee of being right.',
        'Mid-range scores suggest flexibility between styles.',
        'Results can shift with mood, stress and life stage.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include empathy, imagination, loyalty to your values and a gift for expressing what others feel but cannot say. You tend to notice individuality in people and to defend those who are overlooked. You can bring creativity and warmth to almost any setting when it feels authentic.',
        'Blind spots can include self-criticism when reality falls short of your ideals, postponing practical tasks that feel meaningless, and keeping strong feelings private until they overflow. Growth often comes from linking everyday tasks to your values, sharing feelings in small doses and treating imperfect action as a form of integrity rather than a compromise.',
      ],
      [
        'Link one dull task each week to a value it serves.',
        'Use a simple to-do system with only three daily priorities.',
        'Speak kindly to yourself about unfinished work.',
        'Share a feeling when it is small, not when it is overwhelming.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to form deep, loyal friendships with people who accept you as you are. Friends value your listening, your acceptance and your sense of what makes them unique. You may need time to open up, and you often prefer one-to-one conversations to group events, where your quieter voice can be heard.',
        'In partnership, you may idealise the other person at first and then feel disappointed by ordinary flaws. In conflict, you might withdraw rather than argue, especially when your values feel threatened. It helps to name the value at stake, say how you feel in concrete terms, and remember that disagreement does not mean rejection.',
      ],
      [
        'Tell people what you value, not only what upset you.',
        'Choose one-to-one time to build closeness.',
        'Accept ordinary flaws in people you admire.',
        'Stay in a difficult conversation a few minutes longer than is comfortable.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in work that expresses your values and creativity: writing, art and design, counselling, teaching, psychology, social work, nonprofit roles, libraries, user research or any job where individual people and meaningful outcomes matter. Flexible hours and a supportive team usually bring out your best.',
        'Pitfalls include roles built on strict rules and heavy competition, difficulty promoting your own work and losing momentum when a task feels disconnected from its purpose. It helps to choose a few clear career goals, seek mentors who respect your values and translate your contributions into terms others can see and reward.',
      ],
      [
        'Look for mission-aligned work with some flexibility.',
        'Keep a portfolio that shows your creative results.',
        'Practise describing your achievements in concrete terms.',
        'Break long projects into milestones tied to meaning.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with more extraverted or thinking-oriented colleagues, people with this profile tend to contribute less through loud advocacy and more through creative ideas, quality work and careful attention to people. In collaboration they often champion fairness and individual needs, and they may prefer written or one-to-one communication over big meetings.',
        'As leaders they tend to lead by inspiration and example, giving people autonomy and encouraging their growth. Their decisions are guided by values and the human impact of a choice, which builds trust but may take time. Colleagues with Sensing or Judging preferences can complement them by providing structure and deadlines.',
      ],
      [
        'Collaboration: creative, supportive, fair-minded.',
        'Leadership: values-led, empowering; may avoid hard conversations.',
        "Decision making: guided by values and people's wellbeing.",
        'Complemented by structured, deadline-focused colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, write down three values that matter most to you and check each evening whether something you did that day served one of them. This simple exercise helps you notice meaning in ordinary tasks and spot where your life drifts from what you care about.',
        'Over 90 days, choose one creative or meaningful project and give it a regular, protected slot each week, however small. Share progress with one trusted person once a month. Alongside it, practise one difficult conversation you have been postponing, preparing by writing what you feel, what you need and what you can offer.',
      ],
      [
        'Days 1 to 30: evening check against your three core values.',
        'Days 31 to 90: a weekly protected slot for one project.',
        'Monthly: share progress with one trusted person.',
        'Prepare one postponed conversation in writing, then have it.',
      ],
    ),
    additional_test: s(
      [
        'The personal development test can turn your ideals into practical next steps by highlighting habits and strengths to build on. The emotional relationships test explores how you handle closeness, trust and independence, which can shed light on patterns of idealising or withdrawing in relationships.',
        'The career interest assessment helps you compare fields where your values and creativity are likely to be rewarded. The psychological mapping test adds Big Five scores, such as emotional stability and conscientiousness, which can explain why some days feel easier than others and which supports would help you most.',
      ],
      [
        'Personal development: concrete growth steps.',
        'Emotional relationships: closeness and withdrawal patterns.',
        'Career interest assessment: value-aligned fields.',
        'Psychological mapping: stability and conscientiousness levels.',
      ],
    ),
    further_reading: s(
      [
        "Rainer Maria Rilke's Letters to a Young Poet and J.R.R. Tolkien's essay On Fairy-Stories both speak to imagination and inner life. Julia Cameron's The Artist's Way offers practical exercises for creative consistency, and Ralph Waldo Emerson's essay Self-Reliance reflects on trusting your own convictions.",
        'For balance, read about self-compassion, a concept developed by researcher Kristin Neff, which addresses the harsh inner critic many idealists know well. The idea of values-based action, found in acceptance and commitment approaches, offers a practical way to act on what matters even when motivation or mood is low.',
      ],
      [
        'Rainer Maria Rilke, Letters to a Young Poet.',
        "Julia Cameron, The Artist's Way.",
        'Ralph Waldo Emerson, Self-Reliance.',
        'Kristin Neff, Self-Compassion.',
        'Topics: values-based action, creative routines.',
      ],
    ),
  },
};

const ENFJ: TypeReportContent = {
  description:
    'The Mentor combines outgoing warmth with an eye for potential in people and a preference for organised action. People with this profile tend to sense what a group needs, put it into words and rally others towards a shared goal. They often find deep satisfaction in helping someone else grow.',
  keywords: ['Encouraging', 'Articulate', 'Warm', 'Organised', 'Inspiring', 'Responsible', 'People-focused'],
  famousPeople: ['Maya Angelou', 'Barack Obama', 'Oprah Winfrey', 'Morpheus (The Matrix)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Extraversion, Intuition, Feeling and Judging. You tend to draw energy from people, focus on possibilities and meanings, make decisions with values and relationships in mind, and like to plan and organise. Together these preferences describe someone who enjoys turning shared hopes into coordinated action.',
        'The result does not mean you are always cheerful or that you never need time alone. It describes what you reach for first. If your Extraversion or Judging scores sit near the middle, you may switch easily between leading and reflecting. Read the description as a set of tendencies to test against your own experience.',
      ],
      [
        'Your type describes preferences, not duties.',
        'Caring about people does not mean you must please them.',
        'Middle scores suggest comfort with both styles.',
        'Use the result to reflect, not to limit yourself.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths often include warmth, persuasive communication, organisation and a real talent for encouraging others. You can see potential before people see it in themselves and create an atmosphere where they feel valued. Groups often become more connected and purposeful when you are involved.',
        "Blind spots can include neglecting your own needs, taking responsibility for other people's choices and finding criticism hard to hear. You may also push a vision for someone that they do not share. Growth often involves stepping back to let others own their path, asking for help yourself and treating rest as part of caring for others.",
      ],
      [
        'Ask, whose responsibility is this? before stepping in.',
        'Block time each week for something only for you.',
        'Invite honest feedback and thank people for it.',
        'Let someone else host, lead or plan occasionally.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Friends usually experience you as generous, attentive and good at keeping a group together. You remember birthdays, notice when someone is struggling and often organise the gatherings that make friendships last. You tend to value loyalty and open communication and may feel hurt when effort is not returned.',
        'In partnership you can be very devoted, and partners may occasionally feel that your plans for the relationship leave little room for theirs. In conflict, you may try to restore harmony quickly, sometimes before the real issue is resolved. Allow time for disagreement to breathe, ask what the other person wants, and share your own hurt honestly.',
      ],
      [
        'Check that your plans for others are plans they want.',
        'Let conflict stay unresolved for a day if needed.',
        'Say what you need instead of waiting to be noticed.',
        'Notice who gives back and invest there.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive where communication and human development are central: teaching, coaching, training, human resources, counselling, community work, public relations, sales leadership, politics or management. Organisations with a clear mission and a collaborative culture usually bring out your best energy.',
        "Pitfalls include taking on everyone's problems, struggling with impersonal or purely numbers-driven environments and tying your self-worth to approval at work. It helps to set clear boundaries on emotional labour, develop comfort with analytical tools and decisions, and measure your contribution by outcomes as well as relationships.",
      ],
      [
        'Seek roles where developing people is part of the job.',
        'Limit how many colleagues you support at the same time.',
        'Build one analytical skill to strengthen your proposals.',
        'Measure results, not only the mood of the team.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with more reserved or thinking-oriented colleagues, people with this profile often take an active role in team cohesion, communication and motivation. In collaboration they tend to facilitate, make sure everyone is heard and translate between different viewpoints. They may find it harder to deliver unwelcome news or to say no.',
        'As leaders they usually lead through inspiration, encouragement and clear organisation. Their decisions weigh the human impact alongside goals and are typically explained well, which builds commitment. Colleagues who prefer Thinking can complement them by offering detached analysis, while those who prefer Perceiving can add flexibility when plans need to change.',
      ],
      [
        'Collaboration: facilitator, connector and motivator.',
        'Leadership: inspiring and organised; may avoid tough feedback.',
        "Decision making: balances goals with people's needs.",
        'Complemented by analytical, candid colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, keep a simple record of the favours, help and emotional support you give, and next to it, what you receive. The goal is not to keep score but to see whether your energy is flowing into relationships that also nourish you. Adjust one commitment based on what you notice.',
        'Over 90 days, practise giving one piece of honest, constructive feedback each week, framed with care but without softening the message until it disappears. Alongside this, choose one personal goal that has nothing to do with helping anyone else. Mentors grow stronger when they also invest in their own development.',
      ],
      [
        'Days 1 to 30: track support given and received.',
        'Adjust one commitment that drains you.',
        'Days 31 to 90: give one clear piece of feedback per week.',
        'Pursue one goal that is only for your own growth.',
      ],
    ),
    additional_test: s(
      [
        'The emotional relationships test explores how you balance closeness and independence, which is useful for a profile that invests heavily in others. It may reveal whether you tend to give more than you ask for, and what helps you feel secure when relationships are under strain.',
        'The psychological mapping test gives Big Five scores such as agreeableness and emotional stability, which can show how strongly you lean towards accommodation. The career interest assessment can confirm which people-focused fields suit you best, and the personal development test suggests habits for self-care and boundaries.',
      ],
      [
        'Emotional relationships: giving and receiving in closeness.',
        'Psychological mapping: agreeableness and stability levels.',
        'Career interest assessment: people-focused fields.',
        'Personal development: boundaries and self-care habits.',
      ],
    ),
    further_reading: s(
      [
        "Dale Carnegie's How to Win Friends and Influence People remains a practical classic on communication, and Kim Scott's idea of radical candour, caring personally while challenging directly, speaks to a common growth area for this type. Plutarch's Lives offers old but vivid portraits of leadership and character.",
        'For balance, read about people-pleasing and boundaries, and about compassion fatigue, which explains how caring professionals can become depleted. The concept of coaching through questions rather than answers, well known from the GROW model, can help you support others while letting them own their choices.',
      ],
      [
        'Dale Carnegie, How to Win Friends and Influence People.',
        'Kim Scott, Radical Candor.',
        'Plutarch, Parallel Lives.',
        'Topics: the GROW coaching model, boundaries, compassion fatigue.',
      ],
    ),
  },
};

const ENFP: TypeReportContent = {
  description:
    'The Inspirer combines outgoing enthusiasm with a vivid imagination and a warm interest in people. People with this profile tend to see possibilities everywhere, connect ideas and people in surprising ways and bring energy to whatever catches their interest. They usually prefer freedom and variety to strict routines.',
  keywords: ['Enthusiastic', 'Imaginative', 'Warm', 'Curious', 'Expressive', 'Spontaneous', 'Encouraging'],
  famousPeople: ['Robin Williams', 'Walt Disney', 'Oscar Wilde', 'Anne Shirley (Anne of Green Gables)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Extraversion, Intuition, Feeling and Perceiving. You tend to gain energy from people and new experiences, notice possibilities and connections, decide with values and people in mind, and keep your options open. Together these preferences describe someone who enjoys exploring life and inviting others along.',
        'This result does not say you are scattered, superficial or unable to focus. It describes what tends to energise you and where your attention goes. If some scores sit near the middle, you may also be quite reflective or organised in certain settings. Treat the profile as a conversation starter about yourself, not a final word.',
      ],
      [
        'Enthusiasm is a preference for novelty, not a lack of depth.',
        'Your type does not predict success or failure.',
        'Scores near the middle point to flexible habits.',
        'Notice which parts fit and which do not.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths often include creativity, optimism, warmth and the ability to inspire. You can spot talent in others, generate ideas quickly and make people feel welcome. When something matters to you, your energy is contagious, and you can rally people around projects that others considered impossible.',
        "Blind spots can include starting more than you finish, underestimating routine details and feeling restless when life becomes predictable. You may also take on others' problems and then feel overwhelmed. Growth comes from choosing fewer priorities, building light structures that protect your freedom and noticing when excitement is masking avoidance of something harder.",
      ],
      [
        'Limit active projects to three at a time.',
        'Use short daily check-ins to keep routines alive.',
        'Finish one small thing before celebrating a new idea.',
        'Ask what you might be avoiding when a new idea feels urgent.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to make friends easily and keep a wide, varied circle. People appreciate your curiosity, humour and genuine interest in their lives. You often bring friends together and make ordinary plans feel like adventures. At the same time, you may long for a few deep connections where you can be fully yourself.',
        'In partnership, you are usually affectionate and supportive, and partners may sometimes wish for more consistency or follow-through on plans. In conflict, you may feel hurt quickly and move on just as quickly, leaving the other person still processing. Slow down to hear their side fully and agree together on what will change.',
      ],
      [
        'Follow through on plans you suggest.',
        "Make space for a friend's slower pace in conflict.",
        'Invest deliberately in a few deep friendships.',
        'Say what you need rather than hoping it will be guessed.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles that combine people, ideas and variety: marketing, communications, journalism, teaching, coaching, counselling, entertainment, design, entrepreneurship or any creative team. Environments that welcome new ideas, allow flexible schedules and value enthusiasm usually bring out your best.',
        'Pitfalls include boredom in repetitive roles, difficulty with detailed administration and a tendency to say yes to too many exciting opportunities. You can benefit from routines that handle the boring parts automatically, from partnering with detail-focused colleagues and from choosing projects that connect to your deeper values.',
      ],
      [
        'Seek roles with variety, people and room for ideas.',
        'Automate or batch routine tasks.',
        'Pair with detail-focused teammates.',
        'Check new opportunities against your long-term goals.',
      ],
    ),
    professional_benchmark: s(
      [
        "Compared with colleagues who prefer Sensing and Judging, people with this profile are more likely to bring fresh ideas, enthusiasm and a focus on people's potential. In collaboration they often spark brainstorming, connect people across teams and raise morale. They may need support to turn ideas into plans with clear deadlines.",
        'As leaders they usually inspire through vision and encouragement and give people room to experiment. Decisions are guided by values and possibilities and may change as new options appear, which keeps a team adaptable but can create uncertainty. Structured colleagues help them ensure that good ideas become reliable results.',
      ],
      [
        'Collaboration: idea generator and morale builder.',
        'Leadership: inspiring and empowering; may lack structure.',
        'Decision making: values-driven and open to change.',
        'Complemented by organised, detail-oriented colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, choose one meaningful goal and define three concrete actions you will take each week to move it forward. Track them simply, for example with ticks on a calendar. Notice when a new idea pulls you away, write it down and return to your chosen goal.',
        'Over 90 days, build one stable routine that supports your energy, such as regular sleep, exercise or a weekly planning session. Add a monthly reflection on which relationships and projects truly matter. Inspirers who build a little structure around their enthusiasm often find that it gives them more freedom, not less.',
      ],
      [
        'Days 1 to 30: three weekly actions for one chosen goal.',
        'Capture new ideas without acting on them immediately.',
        'Days 31 to 90: build one stable energy routine.',
        'Monthly: reflect on which projects and people matter most.',
      ],
    ),
    additional_test: s(
      [
        'The career interest assessment can help focus your many interests on fields where people and creativity are rewarded. The personal development test highlights habits, such as follow-through, that can make your enthusiasm more effective over time, and it does so in small, realistic steps rather than big resolutions that fade after a week.',
        'The psychological mapping test adds Big Five scores, for example conscientiousness and openness, that explain the balance between exploring and completing. The emotional relationships test explores closeness and independence, which can clarify why you may crave both deep connection and plenty of freedom at the same time.',
      ],
      [
        'Career interest assessment: focus for many interests.',
        'Personal development: follow-through and routines.',
        'Psychological mapping: openness and conscientiousness levels.',
        'Emotional relationships: connection and freedom.',
      ],
    ),
    further_reading: s(
      [
        "Elizabeth Gilbert's Big Magic explores creative living with warmth and humour, and Mihaly Csikszentmihalyi's Flow explains the state of deep engagement that inspirers often chase. Lucy Maud Montgomery's Anne of Green Gables is a classic portrait of an imaginative, enthusiastic spirit.",
        'For follow-through, read about habit stacking and implementation intentions, widely known ideas that link new habits to existing routines. The idea of essentialism, the disciplined pursuit of less, offers a counterbalance to saying yes to everything, and can help you choose where your energy makes the biggest difference.',
      ],
      [
        'Elizabeth Gilbert, Big Magic.',
        'Mihaly Csikszentmihalyi, Flow.',
        'Greg McKeown, Essentialism.',
        'Lucy Maud Montgomery, Anne of Green Gables.',
        'Topics: habit stacking, implementation intentions.',
      ],
    ),
  },
};

const ISTJ: TypeReportContent = {
  description:
    'The Steward combines a quiet, steady energy with a focus on facts, responsibility and proven methods. People with this profile tend to keep their word, organise their work carefully and make sure nothing important slips through the cracks. They usually prefer a clear plan and a well-tested approach to improvisation.',
  keywords: ['Dependable', 'Thorough', 'Practical', 'Loyal', 'Systematic', 'Responsible', 'Calm'],
  famousPeople: ['George Washington', 'Queen Elizabeth II', 'Angela Merkel', 'Hermione Granger (Harry Potter)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Sensing, Thinking and Judging. You tend to recharge in quiet, trust concrete facts and experience, decide by logic and fairness, and prefer order and closure. Together these preferences describe someone who brings reliability, careful attention and a sense of duty to whatever they take on.',
        'The profile does not mean you are rigid, unimaginative or uninterested in feelings. It shows which approaches you reach for first. If your Sensing or Judging scores are close to the middle, you may be more open to experiment than the classic description suggests. Read your result as a reflection of habits, not a limit on what you can learn.',
      ],
      [
        'Preferences are habits of attention, not abilities.',
        'Valuing tradition does not mean resisting all change.',
        'Middle scores indicate comfort with both approaches.',
        'Your result is a starting point for reflection.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include reliability, precision, patience and a strong sense of responsibility. You keep records, honour commitments and notice details that others miss. People often rely on you because they know that what you promise will be done, and done properly, without drama.',
        'Blind spots can include resisting change until its benefits are proven, being hard on yourself and others when standards slip, and keeping feelings private so long that others misread you as distant. Growth often comes from small experiments with new methods, sharing appreciation openly and allowing some plans to stay flexible.',
      ],
      [
        'Try one new method on a low-risk task each month.',
        'Say thank you out loud for specific things.',
        'Leave some unplanned time in your week.',
        'Ask how others feel about a change, not only whether it works.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to show friendship through consistency: turning up, remembering commitments and helping in practical ways. You may have a small circle of long-standing friends and value honesty and loyalty above excitement. People trust you because you are the same person from one day to the next.',
        'In partnership, you may express love through acts rather than words, and partners may sometimes want more verbal reassurance or spontaneity. In conflict, you tend to focus on facts and fairness, which is valuable, but the other person may need acknowledgement of feelings first. Name the emotion you notice before turning to the details.',
      ],
      [
        'Tell people you care, not only show it.',
        'Acknowledge feelings before discussing facts.',
        'Say yes to one spontaneous plan this month.',
        'Share your reasons when you say no.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles that value accuracy, reliability and clear responsibilities: accounting, law, administration, engineering, logistics, quality assurance, public service, healthcare, IT operations or project control. Stable organisations with defined processes, fair rules and colleagues who keep their word usually suit you well.',
        'Pitfalls include frustration in chaotic environments, reluctance to adopt new tools until they are proven and taking on extra work because you trust your own standards more than others. It helps to explain your processes so others can follow them, and to stay open to experiments that could improve the methods you rely on.',
      ],
      [
        'Seek roles with clear expectations and accountability.',
        'Document your methods so others can share the load.',
        'Volunteer for one pilot of a new tool each year.',
        'Avoid absorbing tasks that belong to others.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with colleagues who prefer Intuition or Perceiving, people with this profile tend to be the steady core of a team: they check details, keep timelines and make sure procedures are followed. In collaboration they often prefer clear roles and written agreements, and they may speak up mainly when facts are misrepresented.',
        'As leaders they usually lead by example, setting clear expectations and modelling reliability. Decisions tend to be careful, based on evidence and precedent, and consistent over time. Colleagues with Intuition or Feeling preferences can complement them by proposing new possibilities and paying attention to morale during periods of change.',
      ],
      [
        'Collaboration: dependable, detail-focused, clear on roles.',
        'Leadership: by example and standards; may resist change.',
        'Decision making: evidence-based, consistent, careful.',
        'Complemented by imaginative, people-focused colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, pick one routine you perform automatically and ask whether it still serves its purpose. Try one small variation and note the results. This builds a habit of deliberate, low-risk improvement while keeping the stability and predictability you value.',
        'Over 90 days, practise expressing appreciation and feelings in words. Once a week, tell someone specifically what you value about them. Add a monthly review in which you ask a colleague or partner what you could do differently. Stewards who combine reliability with openness to feedback often become the people others turn to in every kind of situation.',
      ],
      [
        'Days 1 to 30: review one routine and test a variation.',
        'Weekly: give one specific word of appreciation.',
        'Days 31 to 90: ask for feedback monthly.',
        'Keep a short log of changes that worked.',
      ],
    ),
    additional_test: s(
      [
        'The psychological mapping test adds Big Five scores such as conscientiousness and openness, which can show how strongly you value order and how open you are to new experiences. Seeing these as continuous traits can help you notice where you are more flexible than your type suggests.',
        'The career interest assessment can compare fields where accuracy and responsibility are rewarded. The emotional relationships test explores how you express closeness, which can be useful if partners ask for more words or spontaneity. The matrices IQ test measures abstract reasoning, a separate dimension from your preferences.',
      ],
      [
        'Psychological mapping: conscientiousness and openness levels.',
        'Career interest assessment: fields that reward reliability.',
        'Emotional relationships: expressing closeness.',
        'Matrices IQ test: abstract reasoning as a separate measure.',
      ],
    ),
    further_reading: s(
      [
        "Atul Gawande's The Checklist Manifesto shows how careful routines save lives and effort, a message that often resonates with this profile. Marcus Aurelius' Meditations offers reflections on duty and steadiness, and Benjamin Franklin's Autobiography describes his famous system for practising virtues one at a time.",
        "To stretch your comfort zone, read about the concept of a growth mindset, popularised by Carol Dweck, and the idea of small experiments, or kaizen, which improves processes step by step without abandoning what works. Gary Chapman's The Five Love Languages can help you express care in ways others recognise.",
      ],
      [
        'Atul Gawande, The Checklist Manifesto.',
        'Marcus Aurelius, Meditations.',
        'Benjamin Franklin, Autobiography.',
        'Carol Dweck, Mindset.',
        'Topics: kaizen, love languages, deliberate improvement.',
      ],
    ),
  },
};

const ISFJ: TypeReportContent = {
  description:
    'The Caretaker combines a quiet, attentive energy with practical kindness and a strong sense of duty. People with this profile tend to notice what others need, remember the details that matter and work steadily to keep life running smoothly. They usually value stability, loyalty and tradition.',
  keywords: ['Caring', 'Loyal', 'Attentive', 'Practical', 'Reliable', 'Modest', 'Patient'],
  famousPeople: ['Rosa Parks', 'Samwise Gamgee (The Lord of the Rings)', 'Dr. John Watson (Sherlock Holmes stories)', 'Captain America (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Sensing, Feeling and Judging. You tend to recharge in quiet, pay attention to concrete details and past experience, make decisions with care for people and harmony, and like to have things organised. Together these preferences describe someone who supports others in steady, practical ways.',
        'The result does not mean you are a pushover or that you dislike change. It describes habits of attention and choice. If your scores near the middle on Feeling or Judging, you may be more analytical or spontaneous than the typical description suggests. Take the profile as an invitation to reflect, not a rule to follow.',
      ],
      [
        'Caring is a preference, not an obligation.',
        'Valuing stability does not mean rejecting change.',
        'Middle scores suggest flexibility.',
        'Compare the profile with your actual behaviour.',
      ],
    ),
    personal_growth: s(
      [
        "Your strengths usually include loyalty, patience, attention to detail and a gift for practical care. You remember people's preferences, anticipate needs and quietly fix problems before others notice them. Teams, friends and families often feel calmer and more secure simply because you are there.",
        'Blind spots can include putting your own needs last, finding it hard to say no and feeling unappreciated when your effort goes unnoticed. You may also hesitate to try new approaches. Growth comes from naming your needs, accepting help and letting others see your contributions rather than hiding them behind the scenes.',
      ],
      [
        'Say no to one request each week without apologising.',
        'Tell people when you have done something for them.',
        'Ask for help on one task you usually do alone.',
        'Schedule time for something that is purely yours.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Friends usually see you as kind, loyal and dependable. You show care through thoughtful gestures: a meal when someone is ill, a message on a difficult anniversary, a favour done without being asked. You may prefer a stable circle of close friends and value relationships that last for years.',
        'In partnership, you are often devoted and attentive, and you may hope your partner will notice your needs without being told. In conflict, you may avoid confrontation and let hurt build quietly. It helps to raise concerns early, say clearly what you need and trust that honest conversation protects harmony rather than threatening it.',
      ],
      [
        'State your needs directly instead of hinting.',
        'Raise small concerns before they grow.',
        'Accept care from others gracefully.',
        'Remember that disagreement can deepen trust.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles where care and reliability make a visible difference: nursing and healthcare, teaching, social work, administration, customer support, human resources, library and archive work or office management. Stable teams with clear expectations and respectful colleagues usually suit you.',
        'Pitfalls include taking on too much because you do not want to let anyone down, underselling your achievements and staying in roles where your effort is taken for granted. It helps to track what you accomplish, negotiate workload and speak about your contributions in reviews so that your value is visible and rewarded.',
      ],
      [
        'Seek roles with clear expectations and visible impact.',
        'Keep a weekly list of your accomplishments.',
        'Negotiate workload before accepting extra tasks.',
        'Practise talking about your work in concrete terms.',
      ],
    ),
    professional_benchmark: s(
      [
        "Compared with more extraverted or thinking-oriented colleagues, people with this profile tend to contribute through steady support, attention to detail and care for colleagues. In collaboration they often take on the tasks others overlook and keep the team's practical needs in view. They may hesitate to voice disagreement in a group.",
        'As leaders they usually lead by service and example, building loyal teams and stable routines. Decisions tend to be careful, respectful of precedent and mindful of their effect on people. Colleagues with Intuition or Thinking preferences can complement them by pushing for new approaches and by making tough calls when needed.',
      ],
      [
        'Collaboration: supportive, thorough, dependable.',
        'Leadership: service-oriented; may avoid confrontation.',
        'Decision making: careful, people-aware, precedent-based.',
        'Complemented by innovative, outspoken colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, each evening, write one thing you did for someone else and one thing you did for yourself. If the second column stays empty, plan something small for the next day. This makes self-care as concrete as the care you give others.',
        'Over 90 days, practise one assertive conversation a month: asking for help, declining a request or sharing a concern. Prepare by writing what you want to say in two or three sentences. Caretakers who learn to protect their own energy can keep caring for others without burning out.',
      ],
      [
        'Days 1 to 30: daily note of care given and self-care.',
        'Plan one small thing for yourself each week.',
        'Days 31 to 90: one assertive conversation per month.',
        'Prepare key sentences in writing beforehand.',
      ],
    ),
    additional_test: s(
      [
        'The emotional relationships test explores closeness, trust and independence, which can show whether you tend to give more than you receive and what helps you feel secure. The personal development test suggests practical, everyday steps for building boundaries and quiet confidence.',
        'The psychological mapping test adds Big Five scores such as agreeableness and emotional stability, which can explain how much you tend to accommodate others and how you respond to stress. The career interest assessment can help you find roles where your care and reliability are valued and rewarded rather than taken for granted.',
      ],
      [
        'Emotional relationships: giving and receiving care.',
        'Personal development: boundaries and confidence.',
        'Psychological mapping: agreeableness and stress levels.',
        'Career interest assessment: roles that value care.',
      ],
    ),
    further_reading: s(
      [
        "Brené Brown's The Gifts of Imperfection explores worthiness and boundaries in an accessible way, and Gary Chapman's The Five Love Languages can help you see how others give and receive care. Louisa May Alcott's Little Women offers a classic portrait of devotion and family life.",
        'For growth, read about assertiveness, the skill of expressing needs respectfully, and about compassion fatigue, which explains why caring people can become depleted. The practice of gratitude journalling is a simple, well-known way to notice both what you give and what you receive each day.',
      ],
      [
        'Brené Brown, The Gifts of Imperfection.',
        'Gary Chapman, The Five Love Languages.',
        'Louisa May Alcott, Little Women.',
        'Topics: assertiveness, compassion fatigue, gratitude journalling.',
      ],
    ),
  },
};

const ESTJ: TypeReportContent = {
  description:
    'The Organizer combines outgoing energy with a practical, fact-based focus and a strong preference for order and efficiency. People with this profile tend to take charge of logistics, set clear expectations and make sure work gets done on time. They usually value rules that work, honest feedback and visible results.',
  keywords: ['Organised', 'Practical', 'Direct', 'Responsible', 'Efficient', 'Decisive', 'Loyal'],
  famousPeople: ['Henry Ford', 'Lyndon B. Johnson', 'Judge Judy Sheindlin', 'Monica Geller (Friends)'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Extraversion, Sensing, Thinking and Judging. You tend to draw energy from action and people, trust concrete facts, decide by logic and fairness, and like plans, schedules and closure. Together these preferences describe someone who turns goals into organised, dependable results.',
        'The profile does not mean you are bossy or inflexible; it describes the tools you reach for first. If your Thinking or Judging scores sit close to the middle, you may be quite adaptable and attentive to feelings as well. Read the result as a map of your default style, and notice where your real behaviour differs from it.',
      ],
      [
        'Preferences show style, not competence.',
        'Directness is a communication habit, not a verdict on people.',
        'Scores near the middle indicate flexibility.',
        'Use the result to spark reflection, not to label yourself.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include organisation, decisiveness, practicality and a strong work ethic. You can bring order to chaos, make clear decisions under pressure and keep people accountable. Groups often feel more secure because they know what is expected and that someone is keeping things on track.',
        'Blind spots can include impatience with slower or less structured people, dismissing new ideas that lack proof and expressing criticism more readily than appreciation. Growth often comes from listening before deciding, testing unfamiliar approaches on a small scale and making a habit of recognising effort as well as results.',
      ],
      [
        'Pause to ask one question before correcting someone.',
        'Give specific praise at least as often as criticism.',
        'Try one unproven idea in a low-risk setting.',
        'Let someone else set the plan occasionally.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Friends tend to see you as loyal, straightforward and the person who makes plans happen. You show care by organising, protecting and helping in practical ways. You may prefer friends who are reliable and honest and enjoy traditions such as regular dinners or annual trips.',
        'In partnership, your clarity and dependability are strengths, though partners may sometimes feel their input is overruled. In conflict, you may focus on who is right and what should be done, while the other person needs to feel heard. Slow down, reflect back their feelings and invite them to propose solutions before offering yours.',
      ],
      [
        "Ask for the other person's view before giving yours.",
        'Soften tone without diluting the message.',
        'Share decisions rather than announcing them.',
        'Make time for unstructured fun together.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles that reward organisation and responsibility: management, operations, finance, law enforcement, military, project management, administration, logistics and sales leadership. Clear hierarchies, measurable goals, fair rules and competent colleagues who keep their commitments usually bring out your best work.',
        'Pitfalls include frustration with ambiguity, conflict with colleagues who value flexibility, and burnout from taking on too much responsibility. It helps to build comfort with uncertainty, to seek input from people who think differently and to remember that a process is a tool for people, not the other way around.',
      ],
      [
        'Seek roles with clear goals and accountability.',
        'Invite dissenting views before big decisions.',
        'Set limits on how much responsibility you absorb.',
        'Review processes yearly to see what no longer serves.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with colleagues who prefer Intuition or Perceiving, people with this profile tend to focus on execution, standards and deadlines. In collaboration they often take on coordinating roles, clarify who does what and follow up. They may become impatient in open-ended brainstorming sessions that do not lead to decisions.',
        'As leaders they usually provide structure, clear expectations and consistent follow-through. Decisions tend to be quick, practical and grounded in experience. Colleagues who prefer Intuition can complement them by suggesting new approaches, while those who prefer Feeling can help them consider morale and how changes will be received.',
      ],
      [
        'Collaboration: coordinator, clear on roles and deadlines.',
        'Leadership: structured and consistent; may seem rigid.',
        'Decision making: quick, practical, experience-based.',
        'Complemented by imaginative and empathetic colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, practise asking at least one open question in every meeting before proposing a solution. Note what you learn and whether the final decision changes. This builds listening into your natural decisiveness without slowing you down much.',
        'Over 90 days, pick one area at work or at home where you usually set the rules and invite others to redesign it. Support their approach even if it differs from yours, and review the outcome together. Organizers who share ownership often build teams that can run smoothly even when they are not there.',
      ],
      [
        'Days 1 to 30: ask one open question before proposing.',
        'Keep notes on what listening changed.',
        'Days 31 to 90: let others redesign one process.',
        'Review outcomes together, not alone.',
      ],
    ),
    additional_test: s(
      [
        'The psychological mapping test adds Big Five scores such as agreeableness and openness, which can show how your directness and preference for proven methods compare with others. Seeing these as continuous traits can highlight where small adjustments would make a big difference in how you are perceived.',
        'The career interest assessment can confirm which organisational or leadership roles fit your interests. The emotional relationships test explores closeness and independence, which may help if partners ask for more emotional expression. The personal development test suggests concrete habits for patience and listening.',
      ],
      [
        'Psychological mapping: agreeableness and openness levels.',
        'Career interest assessment: leadership and organisational fields.',
        'Emotional relationships: expressing closeness.',
        'Personal development: patience and listening habits.',
      ],
    ),
    further_reading: s(
      [
        "Stephen Covey's The 7 Habits of Highly Effective People offers a structured approach to personal and professional effectiveness that often appeals to organisers. Peter Drucker's The Effective Executive covers time, priorities and decisions, and the Stoic writings of Epictetus offer lessons on focusing on what you can control.",
        "To broaden your approach, read about active listening and situational leadership, which suggests adapting your style to people's experience and confidence. The concept of psychological safety explains why teams share problems more openly with leaders who invite disagreement, a useful complement to clear standards.",
      ],
      [
        'Stephen Covey, The 7 Habits of Highly Effective People.',
        'Peter Drucker, The Effective Executive.',
        'Epictetus, Enchiridion.',
        'Topics: situational leadership, active listening, psychological safety.',
      ],
    ),
  },
};

const ESFJ: TypeReportContent = {
  description:
    "The Host combines outgoing warmth with practical attention to people's needs and a love of harmony and order. People with this profile tend to make others feel welcome, organise gatherings and teams with care and keep track of the details that help everyone feel looked after. They often value tradition, loyalty and appreciation.",
  keywords: ['Sociable', 'Caring', 'Organised', 'Loyal', 'Attentive', 'Cooperative', 'Generous'],
  famousPeople: ['Molly Weasley (Harry Potter)', 'Taylor Swift', 'Hugh Jackman', 'Leslie Knope (Parks and Recreation)'],
  sections: {
    result_analysis: s(
      [
        "Your answers point to a preference for Extraversion, Sensing, Feeling and Judging. You tend to gain energy from people, notice concrete details, make decisions with people's feelings and harmony in mind, and like things planned and settled. Together these describe someone who creates warm, well-organised environments where others feel included.",
        'The result does not mean you are only a people-pleaser or that you avoid hard decisions. It describes what you pay attention to first. If your Feeling or Judging scores sit near the middle, you may be quite logical or flexible when needed. Read the profile as a description of preferences that you can use consciously.',
      ],
      [
        'Preferences show habits, not limits.',
        'Caring about harmony does not mean avoiding all conflict.',
        'Middle scores suggest flexibility.',
        'Compare the profile with how you act in different roles.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include warmth, generosity, organisation and a talent for bringing people together. You notice who feels left out, remember important dates and create traditions that give groups a sense of belonging. People often feel cared for in your presence, and teams run more smoothly when you are involved.',
        "Blind spots can include depending on others' approval, taking criticism personally and neglecting your own needs while caring for everyone else. You may also resist changes that disrupt familiar routines. Growth comes from separating your worth from other people's reactions, asking directly for what you need and giving new approaches a fair trial.",
      ],
      [
        'Notice when you seek approval and pause before acting.',
        'Ask for feedback on your ideas, not your kindness.',
        'Keep one evening a week for yourself.',
        'Try one change at home or work before judging it.',
      ],
    ),
    interpersonal_growth: s(
      [
        "You tend to be an active, generous friend who keeps in touch, organises meet-ups and celebrates others' milestones. Friends value your reliability and your knack for making them feel special. You may enjoy a wide social network and feel happiest when people around you get along.",
        'In partnership you are often devoted and attentive and may expect the same effort in return. In conflict you may work hard to smooth things over and feel hurt if your care goes unrecognised. Say what you need clearly, accept that some tension is normal, and give the other person room to disagree without seeing it as rejection.',
      ],
      [
        'Say thank you and also ask to be thanked when you need it.',
        'Allow disagreements to exist without fixing them immediately.',
        'Express needs directly rather than through hints.',
        'Check whether help is wanted before offering it.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles that combine people and organisation: teaching, nursing and healthcare, event planning, hospitality, human resources, customer success, office management, sales and community work. Friendly teams with clear roles and regular appreciation usually bring out your best.',
        'Pitfalls include taking on too many tasks to avoid disappointing anyone, struggling with impersonal or highly competitive environments and feeling drained by unresolved conflict. It helps to set boundaries, practise making decisions that are right even when they are unpopular and ask for recognition in concrete ways.',
      ],
      [
        'Seek roles where care and coordination are valued.',
        'Set a limit on favours you accept each week.',
        'Practise delivering unpopular decisions kindly and clearly.',
        'Keep a record of your achievements for reviews.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with more reserved or thinking-oriented colleagues, people with this profile often take on the role of team host: welcoming newcomers, organising shared events and keeping communication flowing. In collaboration they pay attention to both practical details and the mood of the group, and may find open criticism uncomfortable.',
        "As leaders they usually build loyal, cohesive teams, provide clear structure and recognise people's efforts. Decisions tend to weigh the effect on people and established practice. Colleagues who prefer Thinking or Intuition can complement them by offering detached analysis and new ideas when the familiar way no longer works.",
      ],
      [
        'Collaboration: connector, organiser, morale keeper.',
        'Leadership: supportive and structured; may avoid tough calls.',
        'Decision making: people-aware and practical.',
        'Complemented by analytical and innovative colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, notice when you say yes automatically. Before answering a request, pause and ask whether you have time and energy for it. Write down each time you decline something and how it felt afterwards; many people find the feared disappointment rarely arrives.',
        'Over 90 days, choose one personal interest that has nothing to do with hosting or helping and give it regular time. Alongside this, practise one honest conversation each month in which you share a disagreement calmly. Hosts who look after themselves have more warmth to offer others, not less.',
      ],
      [
        'Days 1 to 30: pause before every automatic yes.',
        'Log declined requests and what happened next.',
        'Days 31 to 90: make regular time for one personal interest.',
        'Monthly: share one disagreement calmly.',
      ],
    ),
    additional_test: s(
      [
        "The emotional relationships test explores closeness, trust and independence, which can show how much your sense of security depends on others' approval. The personal development test offers practical, everyday steps for boundaries, confidence and self-care, so that the warmth you give others is matched by the care you give yourself.",
        'The psychological mapping test adds Big Five scores such as agreeableness, extraversion and emotional stability, giving a finer picture of how you respond to conflict and stress. The career interest assessment can help you find roles where your people skills and organisation are both used and recognised.',
      ],
      [
        'Emotional relationships: security and approval.',
        'Personal development: boundaries and self-care.',
        'Psychological mapping: agreeableness and stability levels.',
        'Career interest assessment: people-centred roles.',
      ],
    ),
    further_reading: s(
      [
        "Brené Brown's Daring Greatly explores vulnerability and courage in relationships, and Gary Chapman's The Five Love Languages offers a simple framework for understanding how people give and receive care. Jane Austen's Emma is a classic, humorous portrait of someone who loves organising other people's lives.",
        'For growth, read about people-pleasing and assertiveness, and about the difference between empathy and rescuing others. Difficult Conversations by Douglas Stone, Bruce Patton and Sheila Heen offers a practical approach to disagreements that protects relationships while still addressing the real issue.',
      ],
      [
        'Brené Brown, Daring Greatly.',
        'Gary Chapman, The Five Love Languages.',
        'Douglas Stone and others, Difficult Conversations.',
        'Jane Austen, Emma.',
        'Topics: assertiveness, people-pleasing, healthy boundaries.',
      ],
    ),
  },
};

const ISTP: TypeReportContent = {
  description:
    'The Troubleshooter combines a calm, inward focus with a hands-on interest in how things actually work. People with this profile tend to observe quietly, analyse problems logically and act decisively when something needs fixing. They usually value independence, efficiency and the freedom to respond to situations as they arise.',
  keywords: ['Practical', 'Calm', 'Analytical', 'Independent', 'Hands-on', 'Adaptable', 'Resourceful'],
  famousPeople: ['Clint Eastwood', 'Michael Jordan', 'Bear Grylls', 'Indiana Jones'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Sensing, Thinking and Perceiving. You tend to recharge alone, trust concrete evidence and direct experience, decide by logic and cause and effect, and keep your options open. Together these preferences describe someone who learns by doing and stays level-headed when others are rushing.',
        'The result does not mean you are detached, reckless or uninterested in people. It describes where your attention tends to go first: to the mechanics of a situation and the most efficient way to handle it. If some scores sit near the middle, you may plan or express feelings more readily than this description suggests. Treat it as a sketch, not a portrait.',
      ],
      [
        'Preferences describe style, not skill.',
        'Calm in a crisis is a habit, not a lack of feeling.',
        'Scores close to the cut point are less certain.',
        'Check the profile against what you actually do.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include practical intelligence, calm under pressure, adaptability and a talent for finding simple solutions to complicated problems. You learn quickly through experimentation and can master tools, systems and physical skills that others find intimidating. People tend to trust you in an emergency.',
        'Blind spots can include keeping thoughts and feelings to yourself until others feel shut out, losing interest in long-term plans and avoiding commitments that limit your freedom. Growth often comes from sharing your reasoning, putting a few long-term goals on paper and letting trusted people see more of your inner world than you usually show.',
      ],
      [
        'Explain your reasoning when you fix or decide something.',
        'Set one long-term goal and review it monthly.',
        'Share one personal thought with a trusted friend each week.',
        'Notice when independence turns into isolation.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to connect with people through shared activities rather than long conversations: building something, travelling, playing a sport or solving a problem together. Friends appreciate your easygoing nature, loyalty and practical help. You usually prefer relationships that respect your need for space and do not demand constant contact.',
        'In partnership, you may show care through actions and may find emotional conversations tiring or unclear. Partners might read your quiet as distance. In conflict, you may disengage until things cool down. It helps to say that you need time, set a moment to return to the topic and name at least one feeling in plain words.',
      ],
      [
        'Say when you need space and when you will come back.',
        'Name one feeling in words during difficult talks.',
        'Plan shared activities that you both enjoy.',
        'Ask what your partner needs rather than guessing.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles where practical problem-solving and autonomy are central: engineering, mechanics, IT and security, emergency services, piloting, forensic work, data analysis, skilled trades, sports or any job where you can work with tools, systems or real-world situations. Environments with minimal bureaucracy usually suit you best.',
        'Pitfalls include boredom with routine, frustration with rules that seem pointless and a tendency to move on before a role has fully paid off. You may also undersell your skills because you prefer doing to talking. It helps to document your achievements, choose roles that offer variety and build relationships with people who can champion your work.',
      ],
      [
        'Seek autonomy and real problems to solve.',
        'Keep a record of fixes and improvements you deliver.',
        'Choose roles that offer variety and hands-on work.',
        'Build relationships with colleagues who can vouch for you.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with colleagues who prefer Extraversion or Feeling, people with this profile tend to contribute quietly, focusing on practical solutions rather than discussion. In collaboration they often become the go-to person for technical or urgent problems, and they may prefer short, purposeful meetings to long planning sessions.',
        'As leaders they usually lead by competence and calm example, giving people freedom and stepping in when a problem demands it. Decisions tend to be fast, logical and based on the situation in front of them. Colleagues with Intuition or Judging preferences can complement them by providing long-range plans and keeping stakeholders informed.',
      ],
      [
        'Collaboration: practical troubleshooter, prefers brief meetings.',
        'Leadership: calm and hands-off; may under-communicate.',
        'Decision making: quick, logical, situation-based.',
        'Complemented by planners and communicators.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, after solving a problem, take two minutes to explain to someone what you did and why. This builds communication into your natural strength and helps others learn from you. Notice how often this leads to new opportunities or better teamwork.',
        'Over 90 days, choose one long-term goal, such as a skill, a savings target or a personal project, and break it into monthly milestones. Add one relationship habit, such as a regular shared activity with a friend or partner. Troubleshooters who add a little planning and connection often find their freedom grows rather than shrinks.',
      ],
      [
        'Days 1 to 30: explain one solution a day to someone.',
        'Days 31 to 90: set monthly milestones for one goal.',
        'Keep a regular shared activity with someone close.',
        'Review progress at the end of each month.',
      ],
    ),
    additional_test: s(
      [
        'The matrices IQ test measures abstract reasoning, which many practical problem-solvers find interesting to explore, though it answers a different question from personality. The career interest assessment can compare hands-on and technical fields to show where your interests are strongest and which roles might hold your attention over time.',
        'The psychological mapping test adds Big Five scores such as extraversion, agreeableness and conscientiousness, which can clarify how your independence and preference for flexibility compare with others. The emotional relationships test explores closeness and independence, a useful lens for a profile that values personal space highly.',
      ],
      [
        'Matrices IQ test: abstract reasoning as a separate measure.',
        'Career interest assessment: technical and practical fields.',
        'Psychological mapping: independence and flexibility in traits.',
        'Emotional relationships: space and closeness.',
      ],
    ),
    further_reading: s(
      [
        "Robert Pirsig's Zen and the Art of Motorcycle Maintenance explores quality, craft and the satisfaction of understanding how things work. Matthew Crawford's Shop Class as Soulcraft reflects on the value of manual competence, and Donald Norman's The Design of Everyday Things explains why some tools and systems feel intuitive.",
        'For growth, read about emotional vocabulary, the idea that naming feelings precisely can make them easier to manage and share, and about deliberate practice, which shows how skills grow through focused repetition. Stoic writers such as Epictetus also offer a practical philosophy of calm that many troubleshooters appreciate.',
      ],
      [
        'Robert Pirsig, Zen and the Art of Motorcycle Maintenance.',
        'Matthew Crawford, Shop Class as Soulcraft.',
        'Donald Norman, The Design of Everyday Things.',
        'Topics: deliberate practice, emotional vocabulary, Stoicism.',
      ],
    ),
  },
};

const ISFP: TypeReportContent = {
  description:
    'The Free Spirit combines a quiet, observant nature with warmth, a strong personal sense of values and an eye for beauty. People with this profile tend to live in the present, express themselves through what they make or do rather than what they say, and prefer flexibility to strict plans. They often care deeply about authenticity and kindness.',
  keywords: ['Gentle', 'Observant', 'Artistic', 'Open-minded', 'Kind', 'Spontaneous', 'Authentic'],
  famousPeople: ['Frida Kahlo', 'Michael Jackson', 'Bob Dylan', 'Audrey Hepburn'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Introversion, Sensing, Feeling and Perceiving. You tend to recharge in quiet, notice concrete sensory details, make choices based on personal values and care for others, and keep your options open. Together these preferences describe someone who experiences life vividly and follows their own gentle but firm inner compass.',
        'This result does not mean you are passive, directionless or only artistic. It describes your default way of taking in the world and deciding. If your scores sit near the middle on some dimensions, you may also enjoy planning or analysis. Treat the description as a set of tendencies to explore, not a fixed identity.',
      ],
      [
        'Preferences show tendencies, not talents.',
        'Living in the present is a style, not a lack of ambition.',
        'Scores near the middle indicate flexibility.',
        'Use the profile as a reflection tool.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include sensitivity, creativity, kindness and an ability to be fully present. You notice beauty and small details others overlook and often express care through actions rather than words. People feel accepted around you because you rarely judge and usually give them room to be themselves.',
        'Blind spots can include avoiding conflict until it is unavoidable, struggling with long-term planning and being very hard on yourself when you fall short of your own values. Growth often comes from voicing opinions earlier, building a few light structures for future goals and treating your own feelings with the same acceptance you offer others.',
      ],
      [
        'Share one opinion in a group each week.',
        'Set one long-term goal with a simple monthly check.',
        'Notice self-criticism and respond as you would to a friend.',
        'Create regular time for creative or sensory activities.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to form close, loyal friendships with a small number of people you trust. Friends value your acceptance, warmth and quiet attentiveness, and you often show affection through thoughtful gestures or shared experiences rather than long conversations. You may need time before you open up to new people.',
        'In partnership, you are often devoted and caring, though you may keep hurts to yourself to avoid tension. In conflict, you may withdraw or go quiet, leaving the other person unsure what went wrong. It helps to express feelings early, even briefly, and to trust that honest conversation can protect rather than threaten closeness.',
      ],
      [
        'Say when something bothers you, even in a few words.',
        'Share plans and wishes, not only responses.',
        'Ask for time to think rather than disappearing.',
        'Show appreciation in the way the other person prefers.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles that combine practical skill, creativity and personal meaning: art and design, music, photography, crafts, cooking, healthcare and caregiving, veterinary work, landscape and outdoor jobs or any setting where you can work with your hands and senses. Flexible, supportive and non-competitive environments usually suit you.',
        'Pitfalls include underselling your work, avoiding self-promotion and staying in roles that conflict with your values because change feels daunting. It helps to keep a portfolio of your work, practise describing its value in simple terms and seek mentors who appreciate your style. Small, steady steps often work better than big career leaps.',
      ],
      [
        'Seek roles with flexibility and tangible, meaningful results.',
        'Keep a portfolio of your work.',
        'Practise a short description of what you do well.',
        'Find a mentor who values your approach.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with more extraverted or thinking-oriented colleagues, people with this profile tend to contribute quietly, through craftsmanship, practical help and a supportive presence. In collaboration they are often flexible and cooperative and tend to notice when someone is struggling. They may keep disagreements or strong ideas to themselves in large groups.',
        'As leaders they usually lead by example, giving people freedom and respecting individual differences. Their decisions are guided by values and the concrete situation and tend to be made when they feel right rather than by a fixed timeline. Colleagues with Judging or Thinking preferences can complement them with structure and blunt analysis.',
      ],
      [
        'Collaboration: flexible, supportive, quality-focused.',
        'Leadership: by example and respect; may avoid confrontation.',
        'Decision making: values-based and situational.',
        'Complemented by structured, outspoken colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, keep a small notebook of things that moved or inspired you each day, such as a colour, a sound or a kind act. This builds awareness of what nourishes you and can reveal directions for creative or career choices you had not considered.',
        'Over 90 days, choose one meaningful goal and plan just the next three steps, reviewing them each month. Alongside this, practise saying what you think or feel in one situation a week where you would usually stay quiet. Free spirits who add a little direction and voice often find their values shape their lives more fully.',
      ],
      [
        'Days 1 to 30: daily note of what inspired you.',
        'Days 31 to 90: plan three steps towards one goal.',
        'Review and reset those steps monthly.',
        'Weekly: speak up once where you would stay silent.',
      ],
    ),
    additional_test: s(
      [
        'The career interest assessment can help you see which creative, practical or caring fields match your interests, which is useful for a profile that often chooses by feel. The personal development test suggests small, realistic steps for building confidence and a gentle sense of direction.',
        'The psychological mapping test adds Big Five scores such as openness and emotional stability, which can help explain your sensitivity to atmosphere and beauty. The emotional relationships test explores closeness, trust and independence, shedding light on how you balance your need for personal space with a desire for deep connection.',
      ],
      [
        'Career interest assessment: creative and practical fields.',
        'Personal development: confidence and direction.',
        'Psychological mapping: openness and sensitivity levels.',
        'Emotional relationships: space and connection.',
      ],
    ),
    further_reading: s(
      [
        "Henry David Thoreau's Walden reflects on simple living and attention to the present, themes that often resonate with this profile. Julia Cameron's The Artist's Way offers practical exercises for creative confidence, and the letters of Vincent van Gogh to his brother Theo show a sensitive artist's inner life.",
        'For growth, read about mindfulness, the practice of paying attention to the present without judgement, which builds on a natural strength, and about self-compassion, which can soften a harsh inner critic. The concept of small wins, widely discussed in habit research, can help you move towards bigger goals without pressure.',
      ],
      [
        'Henry David Thoreau, Walden.',
        "Julia Cameron, The Artist's Way.",
        'The Letters of Vincent van Gogh.',
        'Topics: mindfulness, self-compassion, small wins.',
      ],
    ),
  },
};

const ESTP: TypeReportContent = {
  description:
    'The Dynamo combines outgoing energy with a sharp eye for what is happening right now and a logical, action-first approach. People with this profile tend to read situations quickly, enjoy taking calculated risks and prefer learning by doing over long discussions. They often bring excitement, humour and practical solutions to any group.',
  keywords: ['Energetic', 'Action-oriented', 'Observant', 'Bold', 'Pragmatic', 'Persuasive', 'Adaptable'],
  famousPeople: ['Ernest Hemingway', 'Winston Churchill', 'Madonna', 'James Bond'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Extraversion, Sensing, Thinking and Perceiving. You tend to draw energy from people and activity, trust concrete facts and what you can see, decide by logic and results, and stay flexible. Together these preferences describe someone who thrives in fast-moving situations and likes to act while others are still talking.',
        'The result does not mean you are careless, impulsive or uninterested in the future. It describes your default approach: observe, decide, act, adjust. If some of your scores sit close to the middle, you may plan or reflect more than the classic description suggests. Treat the profile as a lens for noticing your habits, not as a rule.',
      ],
      [
        'Preferences show style, not ability.',
        'Liking action does not mean ignoring consequences.',
        'Scores near the middle indicate flexibility.',
        'Compare the description with specific situations.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include quick thinking, practical problem-solving, confidence and a talent for reading people and situations on the spot. You can handle crises calmly, negotiate effectively and make things happen when others hesitate. People often enjoy your energy and sense of fun.',
        "Blind spots can include taking risks without fully weighing long-term costs, growing restless with routine and brushing past other people's feelings in the rush to act. Growth often comes from building a short pause into big decisions, setting a few long-term goals and checking how your directness lands before moving on to the next thing.",
      ],
      [
        'Sleep on any decision with long-term consequences.',
        'Write down one goal for next year and review it monthly.',
        'Ask how someone felt after a fast-paced decision.',
        'Channel restlessness into sport, travel or new skills.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to make friends easily and enjoy an active social life full of shared experiences: sports, trips, parties and spontaneous plans. Friends value your humour, generosity and willingness to try anything. You tend to show care by doing things together and helping in practical ways when someone needs it.',
        "In partnership, your energy and spontaneity can be exciting, though partners may sometimes want more planning, depth or reassurance. In conflict, you may prefer to move on quickly rather than revisit feelings. It helps to slow down, listen fully and acknowledge the other person's view before proposing a solution or changing the subject.",
      ],
      [
        'Make some plans ahead for people who like certainty.',
        'Listen to the end before offering a fix.',
        'Revisit important conversations instead of moving on.',
        'Show care in words as well as actions.',
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in roles that are active, varied and results-driven: sales, entrepreneurship, emergency services, sports, marketing, negotiation, hospitality, construction management, trading or any job where quick decisions and real-world action matter. Environments with freedom, variety and visible results usually suit you well.',
        'Pitfalls include boredom with paperwork and long-term projects, impatience with slow processes and the temptation to cut corners. It helps to delegate or automate routine tasks, partner with planners and remember that a few long-term investments, in skills, relationships and reputation, can multiply what your energy achieves over time.',
      ],
      [
        'Seek active roles with variety and quick feedback.',
        'Partner with planners for long-term projects.',
        'Batch or delegate paperwork.',
        'Invest in one long-term skill each year.',
      ],
    ),
    professional_benchmark: s(
      [
        'Compared with colleagues who prefer Intuition or Judging, people with this profile tend to focus on immediate results and practical action. In collaboration they often energise a team, cut through lengthy debate and take on tasks that require quick responses. They may lose interest in long planning sessions or abstract theory.',
        'As leaders they usually lead from the front, reacting quickly to changing circumstances and motivating people through energy and example. Decisions tend to be fast, pragmatic and based on current facts. Colleagues who prefer Intuition or Judging can complement them by thinking about long-term implications and keeping structure in place.',
      ],
      [
        'Collaboration: energiser, quick responder, practical.',
        'Leadership: from the front; may neglect long-term planning.',
        'Decision making: fast, pragmatic, fact-based.',
        'Complemented by strategic and structured colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, before every significant decision, take five minutes to write down the best case, the worst case and the most likely outcome. This small pause keeps your speed while adding foresight. Review your notes at the end of the month to see which decisions went as expected.',
        'Over 90 days, pick one long-term goal that excites you, such as a qualification, a business idea or a fitness target, and set monthly milestones. Add one relationship practice, such as a weekly conversation without phones. Dynamos who pair action with a little reflection often find their impact lasts much longer.',
      ],
      [
        'Days 1 to 30: five-minute best, worst and likely review.',
        'Days 31 to 90: monthly milestones for one goal.',
        'Weekly: one undistracted conversation with someone close.',
        'Review which fast decisions paid off.',
      ],
    ),
    additional_test: s(
      [
        'The career interest assessment can show which active, people-facing or hands-on fields best match your interests, helping you choose roles that hold your attention. The personal development test offers practical, bite-sized steps for focus and long-term goals that fit an active life rather than slowing it down.',
        'The psychological mapping test adds Big Five scores such as conscientiousness and agreeableness, which can show how your preference for action and directness compares with others. The emotional relationships test explores closeness and independence, useful for a profile that values freedom and may find deeper emotional conversations less natural.',
      ],
      [
        'Career interest assessment: active and hands-on fields.',
        'Personal development: focus and long-term goals.',
        'Psychological mapping: conscientiousness and agreeableness.',
        'Emotional relationships: freedom and closeness.',
      ],
    ),
    further_reading: s(
      [
        "Ernest Hemingway's The Old Man and the Sea is a short classic about persistence and action, and Winston Churchill's memoirs show a leader who thrived in crisis. Chris Voss's Never Split the Difference offers practical negotiation techniques that suit a quick, observant mind.",
        'For growth, read about delayed gratification and the famous marshmallow experiments, and about the premortem, a planning technique in which you imagine a project has failed and work out why. Both ideas help pair your natural speed with foresight, without slowing you down more than necessary.',
      ],
      [
        'Ernest Hemingway, The Old Man and the Sea.',
        'Chris Voss, Never Split the Difference.',
        'Winston Churchill, My Early Life.',
        'Topics: the premortem, delayed gratification.',
      ],
    ),
  },
};

const ESFP: TypeReportContent = {
  description:
    'The Spark combines outgoing warmth with a love of the present moment and a keen sense of what others are feeling. People with this profile tend to bring fun, generosity and spontaneity to everything they do, and they enjoy making life more enjoyable for everyone around them. They often learn best through hands-on experience.',
  keywords: ['Lively', 'Warm', 'Spontaneous', 'Generous', 'Playful', 'Observant', 'Sociable'],
  famousPeople: ['Marilyn Monroe', 'Elvis Presley', 'Freddie Mercury', 'Jamie Oliver'],
  sections: {
    result_analysis: s(
      [
        'Your answers point to a preference for Extraversion, Sensing, Feeling and Perceiving. You tend to gain energy from people and activity, notice concrete details and sensations, make decisions with people and values in mind, and keep plans flexible. Together these preferences describe someone who enjoys life fully and helps others do the same.',
        'This result does not mean you are shallow or unable to take things seriously. It describes what tends to energise you and where your attention goes first. If some scores sit near the middle, you may be more reflective or organised than the classic description suggests. Treat the profile as a starting point for noticing your strengths and habits.',
      ],
      [
        'Preferences show energy and attention, not depth.',
        'Enjoying the moment is a strength, not a flaw.',
        'Scores near the middle indicate flexibility.',
        'Use the profile to reflect, not to label.',
      ],
    ),
    personal_growth: s(
      [
        'Your strengths usually include warmth, enthusiasm, practical helpfulness and an ability to lift the mood of any group. You notice what people need in the moment and respond quickly and generously. You adapt easily to new situations and often make difficult times feel lighter for others.',
        'Blind spots can include avoiding unpleasant tasks or conversations, spending time and money on the moment at the expense of the future and taking criticism very personally. Growth often comes from facing small difficulties early, building a few simple routines for long-term goals and remembering that feedback about your work is not a verdict on you.',
      ],
      [
        'Do one unpleasant task first thing each day.',
        'Set a simple savings or skills goal for the year.',
        'Ask for feedback and thank the person for it.',
        'Notice when fun is a way to avoid something hard.',
      ],
    ),
    interpersonal_growth: s(
      [
        'You tend to have a wide circle of friends and enjoy bringing them together for experiences: meals, concerts, trips, parties. Friends value your generosity, playfulness and the way you make them feel noticed. You often show care by doing something concrete, such as turning up with food or planning a treat.',
        'In partnership, you are usually affectionate and attentive, and partners may sometimes want more long-term planning or serious discussion. In conflict, you may try to lighten the mood or avoid the topic. It helps to stay with a difficult conversation a little longer, listen fully and agree on concrete next steps together.',
      ],
      [
        'Stay with hard conversations a little longer.',
        'Plan some things ahead with your partner.',
        'Invest in a few deep friendships as well as many light ones.',
        "Share your own worries, not only others'.",
      ],
    ),
    career_growth: s(
      [
        'You tend to thrive in lively, people-centred and hands-on roles: hospitality, events, performing arts, sales, customer experience, teaching young children, fitness, healthcare, travel and tourism, retail and design. Environments with variety, teamwork and immediate feedback usually bring out your best energy.',
        'Pitfalls include boredom with repetitive or solitary tasks, difficulty with long-term planning and feeling discouraged by criticism. It helps to pair with colleagues who enjoy structure, to break bigger goals into short, visible steps and to seek roles where your people skills are recognised as a real professional strength.',
      ],
      [
        'Seek varied, people-facing roles with quick feedback.',
        'Break long projects into short steps.',
        'Partner with structured colleagues.',
        'Describe your people skills as concrete achievements.',
      ],
    ),
    professional_benchmark: s(
      [
        "Compared with more reserved or thinking-oriented colleagues, people with this profile often bring energy, humour and a focus on people's immediate needs. In collaboration they tend to build rapport quickly, ease tension and make customers or colleagues feel welcome. They may find long planning sessions or abstract discussions less engaging.",
        'As leaders they usually create a friendly, upbeat atmosphere, lead by example and respond quickly to what people need. Decisions tend to weigh the human impact and the concrete situation. Colleagues who prefer Intuition or Judging can complement them by focusing on long-term strategy, detailed plans and consistent follow-through.',
      ],
      [
        'Collaboration: rapport builder, energiser, practical helper.',
        'Leadership: warm and responsive; may avoid long-term planning.',
        'Decision making: people-aware and situational.',
        'Complemented by strategic, structured colleagues.',
      ],
    ),
    advanced_guide: s(
      [
        'For the next 30 days, choose one task you have been avoiding and tackle a small piece of it each day. Pair it with a small reward, such as a walk or a call with a friend. This builds a habit of facing difficulties early while keeping the fun that motivates you.',
        'Over 90 days, set one long-term goal, for example a savings target, a course or a fitness challenge, and track progress visibly on a calendar or chart. Add one monthly conversation about plans and worries with someone you trust. Sparks who add a little foresight often find their joy becomes more sustainable.',
      ],
      [
        'Days 1 to 30: a small daily step on an avoided task.',
        'Reward yourself after each step.',
        'Days 31 to 90: track one long-term goal visibly.',
        'Monthly: talk through plans and worries with someone.',
      ],
    ),
    additional_test: s(
      [
        'The career interest assessment can help you compare people-centred and hands-on fields, so that your energy goes into work that feels rewarding. The personal development test offers simple, practical steps for planning, focus and handling feedback without losing your natural spark.',
        'The psychological mapping test adds Big Five scores such as extraversion, conscientiousness and emotional stability, which can clarify how your spontaneity and sensitivity compare with others. The emotional relationships test explores closeness and independence, helping you see what makes relationships feel secure for you.',
      ],
      [
        'Career interest assessment: people-centred fields.',
        'Personal development: planning and handling feedback.',
        'Psychological mapping: extraversion and conscientiousness.',
        'Emotional relationships: security in closeness.',
      ],
    ),
    further_reading: s(
      [
        "Gretchen Rubin's The Happiness Project offers a playful, practical approach to building good habits, and Epicurus' letters present an ancient philosophy of simple, shared pleasures. Mihaly Csikszentmihalyi's Flow explains the deeply absorbing experiences that many sparks seek out naturally, from performing to cooking to sport.",
        'For growth, read about savouring, a concept from positive psychology about consciously enjoying good moments, and about delayed gratification and habit design, which help balance present enjoyment with future goals. Difficult Conversations by Douglas Stone, Bruce Patton and Sheila Heen offers tools for staying with tough topics.',
      ],
      [
        'Gretchen Rubin, The Happiness Project.',
        'Mihaly Csikszentmihalyi, Flow.',
        'Epicurus, Letter to Menoeceus.',
        'Topics: savouring, habit design, difficult conversations.',
      ],
    ),
  },
};

export const en: LocaleReportContent = {
  types: { INFJ, INFP, INTJ, INTP, ENFP, ENTP, ENTJ, ISTJ, ISTP, ESTP, ESTJ, ISFJ, ISFP, ESFP, ESFJ, ENFJ },
  dimensions: {
    E: {
      name: 'Extraversion',
      interpretations: [
        'You rarely seek out busy social settings and usually prefer to recharge away from crowds.',
        'You enjoy company in moderation but often need quiet time after a lot of interaction.',
        'You move fairly easily between socialising and solitude, depending on the situation.',
        'You often gain energy from people and activity and like to think things through out loud.',
        'You strongly seek out people, conversation and action, and may feel restless when alone for long.',
      ],
    },
    I: {
      name: 'Introversion',
      interpretations: [
        'You rarely need time alone to recharge and tend to feel most alive around others.',
        'You value some quiet time, but company usually energises you more than solitude.',
        'You balance time alone and time with others without a strong pull either way.',
        'You often recharge through solitude and prefer to reflect before you speak.',
        'You strongly prefer quiet, depth and time alone, and large groups can tire you quickly.',
      ],
    },
    S: {
      name: 'Sensing',
      interpretations: [
        'You rarely start from concrete details and tend to look first at patterns and possibilities.',
        'You notice facts when needed, but your attention usually goes to the bigger picture.',
        'You use both concrete details and broader patterns, depending on the task.',
        'You often trust facts, experience and practical details over theories.',
        'You strongly prefer what is concrete, tested and observable, and notice details others miss.',
      ],
    },
    N: {
      name: 'Intuition',
      interpretations: [
        'You rarely focus on abstract possibilities and prefer to work with what is concrete and known.',
        'You consider new ideas at times, but you usually trust practical experience first.',
        'You combine attention to facts with an interest in patterns and possibilities.',
        'You often look for meanings, connections and future possibilities behind the facts.',
        'You strongly focus on ideas, patterns and what could be, sometimes more than on what is.',
      ],
    },
    T: {
      name: 'Thinking',
      interpretations: [
        'You rarely decide by impersonal logic alone and usually weigh people and values first.',
        'You use logical analysis when needed, but personal values tend to guide your choices.',
        'You balance logic with attention to people and values when making decisions.',
        'You often decide by objective criteria, consistency and cause and effect.',
        'You strongly prefer logical, impartial analysis and value fairness and accuracy over tact.',
      ],
    },
    F: {
      name: 'Feeling',
      interpretations: [
        'You rarely let personal values lead and usually rely on logic and objective criteria.',
        "You consider people's feelings, but analysis tends to guide your final decisions.",
        "You weigh both people's needs and objective logic when making decisions.",
        'You often decide with values, harmony and the effect on people in mind.',
        'You strongly prioritise values, empathy and harmony when you make choices.',
      ],
    },
    J: {
      name: 'Judging',
      interpretations: [
        'You rarely feel the need for fixed plans and prefer to keep things open and flexible.',
        'You like some structure, but you are usually comfortable adapting as you go.',
        'You combine planning with flexibility, depending on what the situation needs.',
        'You often prefer clear plans, schedules and decisions made in good time.',
        'You strongly prefer order, closure and finishing tasks well before deadlines.',
      ],
    },
    P: {
      name: 'Perceiving',
      interpretations: [
        'You rarely prefer to leave things open and usually like decisions settled early.',
        'You appreciate some flexibility, but you generally feel better with a plan.',
        'You move between planning and improvising without a strong preference.',
        'You often keep options open and adapt as new information arrives.',
        'You strongly prefer spontaneity and flexibility, and fixed plans can feel confining.',
      ],
    },
  },
  levelNames: ['Very low', 'Low', 'Moderate', 'High', 'Very high'],
  labels: {
    result_analysis: 'Result analysis',
    personal_growth: 'Personal growth',
    interpersonal_growth: 'Interpersonal growth',
    career_growth: 'Career growth',
    professional_benchmark: 'Professional benchmark',
    advanced_guide: 'Advanced guide',
    additional_test: 'Additional tests',
    further_reading: 'Further reading',
    report_title: 'Personality report',
    overview: 'Overview',
    dimensions_tab: 'Dimensions',
    basic_profile: 'Basic profile',
    population_ratio: 'Share of recent results',
    male: 'Male',
    female: 'Female',
    sample_size: 'Based on {{count}} results from the last {{days}} days',
    too_few_results: 'Not enough results yet to compute this',
    keywords: 'Keywords',
    famous_people: 'Famous people',
    famous_people_note: 'Often described as this type; not a verified assessment',
    dimension_analysis: 'Dimension analysis',
    dimension: 'Dimension',
    score: 'Score',
    reference_range: 'Reference range',
    level: 'Level',
    quick_interpretation: 'Quick interpretation',
    top_countries: 'Top 10 countries in recent tests',
    country: 'Country',
    ranking_score: 'Latest ranking score',
    ranking_explained: 'Your preferences are clearer than {{score}}% of recent {{type}} results',
    type_rank: '{{type}} is the {{rank}}. most frequent type in recent tests',
    prepared_for: 'Prepared for {{name}}',
    taken_on: 'Test taken on {{date}}',
    order_number: 'Order number',
    locked: 'Included in the full report',
    disclaimer:
      'This report is based on a self-report questionnaire. It describes preferences and tendencies, not abilities, and it is not a diagnosis or a clinical assessment. Your answers may change over time; use the results for reflection, not for important decisions on their own.',
    page: 'Page {{n}} of {{total}}',
  },
};
